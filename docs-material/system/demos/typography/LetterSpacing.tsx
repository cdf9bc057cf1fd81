import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

export default function LetterSpacing() {
  return (
    <Stack spacing={1}>
      <Box sx={{letterSpacing: 6}}>letterSpacing: 6 (px)</Box>
      <Box sx={{letterSpacing: '0.1em'}}>letterSpacing: 0.1em</Box>
      <Box sx={{letterSpacing: -0.5}}>letterSpacing: -0.5 (px)</Box>
    </Stack>
  );
}
