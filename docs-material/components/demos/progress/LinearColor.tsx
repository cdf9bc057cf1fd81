import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

export default function LinearColor() {
  return (
    <Stack spacing={2} sx={{width: '100%', color: 'text.secondary'}}>
      <LinearProgress color="secondary" aria-label="Loading, secondary colour" />
      <LinearProgress color="success" aria-label="Loading, success colour" />
      <LinearProgress color="inherit" aria-label="Loading, inherited colour" />
    </Stack>
  );
}
