import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';

export default function AlertTitles() {
  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <Alert severity="success">
        <AlertTitle>Service complete</AlertTitle>
        Gears indexed, brakes bled and both wheels trued.
      </Alert>
      <Alert severity="error">
        <AlertTitle>Booking not saved</AlertTitle>
        The slot was taken while you were filling in the form. Pick another time.
      </Alert>
    </Stack>
  );
}
