import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function OutlinedButtons() {
  return (
    <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <Button variant="outlined">Export CSV</Button>
      <Button variant="outlined" disabled>
        Export PDF
      </Button>
      <Button variant="outlined" href="#outlined-buttons">
        Open the export guide
      </Button>
    </Stack>
  );
}
