import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';

// clamp(minimum, preferred, maximum): grows with the viewport width between two limits.
export default function FluidFontSize() {
  return (
    <Stack spacing={1}>
      <Typography variant="h3" sx={{fontSize: 'clamp(1.5rem, 1rem + 2.5vw, 3rem)'}}>
        Parcels on the road
      </Typography>
      <Typography variant="body2" sx={{color: 'text.secondary'}}>
        fontSize: clamp(1.5rem, 1rem + 2.5vw, 3rem)
      </Typography>
    </Stack>
  );
}
