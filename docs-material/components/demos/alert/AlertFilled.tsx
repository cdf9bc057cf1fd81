import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertFilled() {
  return (
    // The dark shades keep white text above 4.5:1; the default main shades of success, info and warning do not.
    <Stack spacing={2} sx={{width: '100%'}}>
      <Alert variant="filled" severity="success" sx={{bgcolor: 'success.dark'}}>
        Booking confirmed for Tuesday 14 April.
      </Alert>
      <Alert variant="filled" severity="info" sx={{bgcolor: 'info.dark'}}>
        A courier collects repairs every morning.
      </Alert>
      <Alert variant="filled" severity="warning" sx={{bgcolor: 'warning.dark'}}>
        Only two slots left this week.
      </Alert>
      <Alert variant="filled" severity="error">
        The card number is incomplete.
      </Alert>
    </Stack>
  );
}
