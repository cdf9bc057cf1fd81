import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function SliderSizes() {
  return (
    <Box sx={{width: 280, mx: 'auto'}}>
      <Slider size="small" defaultValue={40} aria-label="Font size, small slider" valueLabelDisplay="auto" />
      <Slider defaultValue={40} aria-label="Font size, medium slider" valueLabelDisplay="auto" />
    </Box>
  );
}
