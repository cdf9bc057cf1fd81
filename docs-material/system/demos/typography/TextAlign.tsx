import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

export default function TextAlign() {
  return (
    <Stack spacing={1}>
      <Box sx={{textAlign: 'left', border: 1, borderColor: 'divider', p: 1}}>textAlign: left</Box>
      <Box sx={{textAlign: 'center', border: 1, borderColor: 'divider', p: 1}}>textAlign: center</Box>
      <Box sx={{textAlign: 'right', border: 1, borderColor: 'divider', p: 1}}>textAlign: right</Box>
      <Box sx={{textAlign: 'justify', border: 1, borderColor: 'divider', p: 1, maxWidth: 360}}>
        textAlign: justify, stretching each full line of this longer delivery note from one edge of the box to the other.
      </Box>
    </Stack>
  );
}
