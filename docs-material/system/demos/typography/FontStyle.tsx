import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

export default function FontStyle() {
  return (
    <Stack spacing={1}>
      <Box sx={{fontStyle: 'normal'}}>fontStyle: normal</Box>
      <Box sx={{fontStyle: 'italic'}}>fontStyle: italic</Box>
      <Box sx={{fontStyle: 'oblique'}}>fontStyle: oblique</Box>
    </Stack>
  );
}
