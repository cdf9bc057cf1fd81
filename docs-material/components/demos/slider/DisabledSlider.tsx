import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function DisabledSlider() {
  return (
    <Box sx={{width: 280, mx: 'auto'}}>
      <Slider disabled defaultValue={60} aria-label="Screen brightness (managed by your organisation)" />
    </Box>
  );
}
