import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

export default function TextTransform() {
  return (
    <Stack spacing={1}>
      <Box sx={{textTransform: 'capitalize'}}>textTransform: capitalize, harbour office</Box>
      <Box sx={{textTransform: 'lowercase'}}>textTransform: LOWERCASE, HARBOUR OFFICE</Box>
      <Box sx={{textTransform: 'uppercase'}}>textTransform: uppercase, harbour office</Box>
    </Stack>
  );
}
