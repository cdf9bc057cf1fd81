import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

export default function Visibility() {
  return (
    <Stack direction="row" spacing={2}>
      <Box sx={{visibility: 'visible', p: 1, border: 1, borderColor: 'divider'}}>Visible badge</Box>
      <Box sx={{visibility: 'hidden', p: 1, border: 1}}>Hidden badge, still takes its space</Box>
      <Box sx={{p: 1, border: 1, borderColor: 'divider'}}>Next badge</Box>
    </Stack>
  );
}
