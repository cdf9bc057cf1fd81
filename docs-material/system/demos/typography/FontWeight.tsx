import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

export default function FontWeight() {
  return (
    <Stack spacing={1}>
      <Box sx={{fontWeight: 'light'}}>fontWeight: light</Box>
      <Box sx={{fontWeight: 'regular'}}>fontWeight: regular</Box>
      <Box sx={{fontWeight: 'medium'}}>fontWeight: medium</Box>
      <Box sx={{fontWeight: 'bold'}}>fontWeight: bold</Box>
      <Box sx={{fontWeight: 800}}>fontWeight: 800 (a number passes through)</Box>
    </Stack>
  );
}
