import Stack from '@mui/material/Stack';
import CircularProgress from '@mui/material/CircularProgress';

const COLORS = ['primary', 'secondary', 'success', 'warning', 'error', 'inherit'] as const;

export default function CircularColor() {
  return (
    <Stack direction="row" spacing={3} sx={{color: 'text.secondary'}}>
      {COLORS.map((color) => (
        <CircularProgress key={color} color={color} aria-label={`Loading, ${color} colour`} />
      ))}
    </Stack>
  );
}
