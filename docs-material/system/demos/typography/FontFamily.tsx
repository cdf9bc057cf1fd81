import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

export default function FontFamily() {
  return (
    <Stack spacing={1}>
      <Box sx={{fontFamily: 'default'}}>fontFamily: default (the theme's font stack)</Box>
      <Box sx={{fontFamily: 'Monospace'}}>fontFamily: Monospace</Box>
      <Box sx={{fontFamily: 'Georgia, serif'}}>fontFamily: Georgia, serif</Box>
    </Stack>
  );
}
