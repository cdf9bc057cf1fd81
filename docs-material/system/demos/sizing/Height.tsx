import Box from '@mui/material/Box';

const heights = ['25%', '50%', '75%', '100%', 40] as const;

export default function Height() {
  return (
    <Box sx={{display: 'flex', alignItems: 'flex-end', gap: 1, height: 160, border: 1, borderColor: 'divider', p: 0.5}}>
      {heights.map((height) => (
        <Box key={String(height)} sx={{height, width: 96, p: 0.5, bgcolor: 'action.selected', fontSize: 13}}>
          {JSON.stringify(height)}
        </Box>
      ))}
    </Box>
  );
}
