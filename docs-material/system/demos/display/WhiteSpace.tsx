import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const text = 'Rotterdam → Lyon → Porto → Gdańsk → Bergen: the weekly relay of spare van tyres.';

export default function WhiteSpace() {
  return (
    <Stack spacing={1} sx={{width: 260}}>
      <code>whiteSpace: nowrap</code>
      <Box
        sx={{whiteSpace: 'nowrap', overflowX: 'auto', p: 1, border: 1, borderColor: 'divider'}}
        tabIndex={0}
        aria-label="Relay route on one line"
      >
        {text}
      </Box>
      <code>whiteSpace: normal</code>
      <Box sx={{whiteSpace: 'normal', p: 1, border: 1, borderColor: 'divider'}}>{text}</Box>
    </Stack>
  );
}
