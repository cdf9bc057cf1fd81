import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';

export default function SxOneOff() {
  return (
    <Stack spacing={2} sx={{maxWidth: 320}}>
      <Slider defaultValue={40} aria-label="Default load limit" />
      {/* sx styles this one slider only */}
      <Slider defaultValue={40} aria-label="Load limit, customised" sx={{width: 240, color: 'success.main'}} />
    </Stack>
  );
}
