import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function InvertedTrackSliders() {
  return (
    <Box sx={{width: 300, mx: 'auto'}}>
      <Typography id="keep-label">Keep photos for the last … days (older ones are deleted)</Typography>
      <Slider track="inverted" aria-labelledby="keep-label" defaultValue={30} min={7} max={90} valueLabelDisplay="auto" />
      <Typography id="quiet-label">Quiet hours (the track shows when notifications ring)</Typography>
      <Slider
        track="inverted"
        aria-labelledby="quiet-label"
        getAriaLabel={(i) => (i === 0 ? 'Quiet from' : 'Quiet until')}
        defaultValue={[8, 20]}
        min={0}
        max={24}
        valueLabelDisplay="auto"
        valueLabelFormat={(h) => `${h}:00`}
      />
    </Box>
  );
}
