import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function ChipSizes() {
  return (
    <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
      <Chip label="Medium" />
      <Chip label="Small" size="small" />
      <Chip label="Small, outlined" size="small" variant="outlined" />
    </Stack>
  );
}
