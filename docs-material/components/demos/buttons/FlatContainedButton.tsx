import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function FlatContainedButton() {
  return (
    <Stack direction="row" spacing={2} sx={{justifyContent: 'center'}}>
      <Button variant="contained">With shadow</Button>
      <Button variant="contained" disableElevation>
        Without shadow
      </Button>
    </Stack>
  );
}
