import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

export default function MaxWidth() {
  return (
    <Stack spacing={1}>
      <Box sx={{width: '100%', maxWidth: 'sm', p: 1, bgcolor: 'action.selected'}}>maxWidth: &apos;sm&apos; (the sm breakpoint)</Box>
      <Box sx={{width: '100%', maxWidth: 300, p: 1, bgcolor: 'action.selected'}}>maxWidth: 300</Box>
      <Box sx={{width: '100%', maxWidth: 0.5, p: 1, bgcolor: 'action.selected'}}>maxWidth: 0.5</Box>
      <Box sx={{width: 0.3, minWidth: 200, p: 1, bgcolor: 'action.selected'}}>width: 0.3, minWidth: 200</Box>
    </Stack>
  );
}
