import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function ChipLink() {
  return (
    <Stack direction="row" spacing={1}>
      {/* An anchor chip: `clickable` gives it the hover and press styles of a button. */}
      <Chip label="Data Grid" component="a" href="/x/react-data-grid" clickable />
      <Chip label="Date pickers" component="a" href="/x/react-date-pickers" variant="outlined" clickable />
    </Stack>
  );
}
