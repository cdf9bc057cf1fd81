import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertBasic() {
  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <Alert severity="success">Your bike is ready for collection.</Alert>
      <Alert severity="info">The workshop closes at 16:00 on Saturdays.</Alert>
      <Alert severity="warning">The rear brake pads are below 1 mm.</Alert>
      <Alert severity="error">The payment was declined. No booking was made.</Alert>
    </Stack>
  );
}
