import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const RATING_MARKS = [1, 2, 3, 4, 5].map((value) => ({
  value,
  label: String(value),
}));

export default function NoTrackSliders() {
  return (
    <Box sx={{width: 300, mx: 'auto'}}>
      <Typography id="difficulty-label">How hard was the course?</Typography>
      <Slider track={false} aria-labelledby="difficulty-label" defaultValue={3} min={1} max={5} step={1} marks={RATING_MARKS} />
      <Typography id="hours-label">Study hours per week (range)</Typography>
      <Slider
        track={false}
        aria-labelledby="hours-label"
        getAriaLabel={(i) => (i === 0 ? 'Fewest hours' : 'Most hours')}
        defaultValue={[4, 9]}
        min={0}
        max={20}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
