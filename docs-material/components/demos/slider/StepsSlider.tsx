import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function StepsSlider() {
  return (
    <Box sx={{width: 300, mx: 'auto'}}>
      <Slider
        aria-label="Discount in percent"
        defaultValue={20}
        step={5}
        marks
        min={0}
        max={50}
        valueLabelDisplay="auto"
        getAriaValueText={(v) => `${v}%`}
      />
    </Box>
  );
}
