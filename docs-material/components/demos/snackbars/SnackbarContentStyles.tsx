import Button from '@mui/material/Button';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';

const undo = (
  <Button color="inherit" size="small">
    Undo
  </Button>
);

export default function SnackbarContentStyles() {
  return (
    // SnackbarContent is the message box alone: no position, no timer, no transition.
    <Stack spacing={2} sx={{maxWidth: 600}}>
      <SnackbarContent message="Price list updated." />
      <SnackbarContent message="Two bookings moved to Thursday." action={undo} />
      <SnackbarContent
        message="The customer was told by e-mail that the frame is on back order and will arrive in about three weeks."
        action={undo}
      />
    </Stack>
  );
}
