import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function ColoredSliders() {
  return (
    <Box sx={{width: 300, mx: 'auto'}}>
      <Slider aria-label="Weekly running goal in kilometres" defaultValue={25} max={80} color="success" valueLabelDisplay="auto" />
      <Slider aria-label="Daily screen time limit in hours" defaultValue={3} max={12} color="secondary" valueLabelDisplay="auto" />
    </Box>
  );
}
