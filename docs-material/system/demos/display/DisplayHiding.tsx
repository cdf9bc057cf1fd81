import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

export default function DisplayHiding() {
  return (
    <Stack spacing={1}>
      <Box sx={{display: {xs: 'block', md: 'none'}, p: 1, bgcolor: 'primary.main', color: 'primary.contrastText'}}>
        Shown below the md breakpoint (narrow windows)
      </Box>
      <Box sx={{display: {xs: 'none', md: 'block'}, p: 1, bgcolor: 'success.main', color: 'success.contrastText'}}>
        Shown from the md breakpoint up (wide windows)
      </Box>
    </Stack>
  );
}
