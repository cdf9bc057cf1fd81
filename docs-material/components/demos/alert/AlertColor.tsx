import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertColor() {
  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      {/* Severity picks the icon; color overrides only the palette. */}
      <Alert severity="success" color="info">
        Repair finished: the shop will call you before closing time.
      </Alert>
      <Alert severity="info" color="warning" variant="outlined">
        Pick-up hours change during the spring sale.
      </Alert>
    </Stack>
  );
}
