import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function AlwaysLabelledSlider() {
  return (
    <Box sx={{width: 300, mx: 'auto', pt: 4}}>
      <Slider
        aria-label="Tip"
        defaultValue={15}
        min={0}
        max={30}
        step={5}
        marks
        valueLabelDisplay="on"
        valueLabelFormat={(v) => `${v}%`}
        getAriaValueText={(v) => `${v} percent`}
      />
    </Box>
  );
}
