import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

export default function DisplayPrint() {
  return (
    <Stack spacing={1}>
      <Box sx={{display: 'block', displayPrint: 'none', p: 1, border: 1, borderColor: 'divider'}}>
        On screen only: the “Track parcel” buttons
      </Box>
      <Box sx={{display: 'none', displayPrint: 'block', p: 1, border: 1}}>Printed only: the delivery address label</Box>
    </Stack>
  );
}
