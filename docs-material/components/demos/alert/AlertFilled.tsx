import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertFilled() {
  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <Alert variant="filled" severity="success">Booking confirmed for Tuesday 14 April.</Alert>
      <Alert variant="filled" severity="info">A courier collects repairs every morning.</Alert>
      <Alert variant="filled" severity="warning">Only two slots left this week.</Alert>
      <Alert variant="filled" severity="error">The card number is incomplete.</Alert>
    </Stack>
  );
}
