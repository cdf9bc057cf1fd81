import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const widths = [0.25, 0.5, 0.75, 1, 240, '12rem', 'auto'] as const;

export default function Width() {
  return (
    <Stack spacing={1}>
      {widths.map((width) => (
        <Box key={String(width)} sx={{width, p: 1, bgcolor: 'action.selected', whiteSpace: 'nowrap'}}>
          width: {JSON.stringify(width)}
        </Box>
      ))}
    </Stack>
  );
}
