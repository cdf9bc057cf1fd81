import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

export default function FontSize() {
  return (
    <Stack spacing={1}>
      <Box sx={{fontSize: 'fontSize'}}>fontSize: 'fontSize' (theme.typography.fontSize)</Box>
      <Box sx={{fontSize: 'h6.fontSize'}}>fontSize: h6.fontSize</Box>
      <Box sx={{fontSize: '0.75rem'}}>fontSize: 0.75rem</Box>
      <Box sx={{fontSize: 20}}>fontSize: 20 (px)</Box>
    </Stack>
  );
}
