import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function VariantButtons() {
  return (
    <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <Button variant="text">Preview</Button>
      <Button variant="contained">Send invoice</Button>
      <Button variant="outlined">Save draft</Button>
    </Stack>
  );
}
