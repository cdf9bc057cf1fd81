import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The components take 0 to 100; map any other range onto it.
const MIN = 12;
const MAX = 48;
const normalise = (value: number) => ((value - MIN) * 100) / (MAX - MIN);

export default function ProgressRange() {
  const fitted = 33; // bikes fitted out of a batch numbered 12 to 48
  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Typography variant="body2" id="range-label">
        Batch bikes {MIN} to {MAX}: number {fitted} is on the stand
      </Typography>
      <LinearProgress variant="determinate" value={normalise(fitted)} aria-labelledby="range-label" />
    </Stack>
  );
}
