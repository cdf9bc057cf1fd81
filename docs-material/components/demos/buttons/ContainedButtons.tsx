import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ContainedButtons() {
  return (
    <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <Button variant="contained">Publish</Button>
      <Button variant="contained" disabled>
        Publishing…
      </Button>
      <Button variant="contained" href="#contained-buttons">
        Read the release notes
      </Button>
    </Stack>
  );
}
