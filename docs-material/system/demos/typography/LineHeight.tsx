import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

export default function LineHeight() {
  return (
    <Stack spacing={1}>
      <Box sx={{lineHeight: 'normal', maxWidth: 320, border: 1, borderColor: 'divider'}}>
        lineHeight: normal, a two-line note about the Porto depot's late Friday pickups.
      </Box>
      <Box sx={{lineHeight: 2, maxWidth: 320, border: 1, borderColor: 'divider'}}>
        lineHeight: 2, a two-line note about the Porto depot's late Friday pickups.
      </Box>
      <Box sx={{lineHeight: '12px', maxWidth: 320, border: 1, borderColor: 'divider'}}>
        lineHeight: 12px, a two-line note about the Porto depot's late Friday pickups.
      </Box>
    </Stack>
  );
}
