import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function PaletteColorButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <Button color="secondary">Duplicate</Button>
      <Button variant="contained" color="success">
        Mark as paid
      </Button>
      <Button variant="outlined" color="error">
        Delete invoice
      </Button>
      <Button variant="contained" color="warning">
        Send reminder
      </Button>
      <Button variant="outlined" color="info">
        Show details
      </Button>
    </Stack>
  );
}
