import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function ChipBasic() {
  return (
    <Stack direction="row" spacing={1}>
      <Chip label="Gravel" />
      <Chip label="Road" variant="outlined" />
    </Stack>
  );
}
