import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const removed = ['border', 'borderTop', 'borderRight', 'borderBottom', 'borderLeft'] as const;

export default function BordersSubtractive() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
      {removed.map((side) => (
        <Box key={side} sx={{border: 1, [side]: 0, borderColor: 'text.secondary', p: 2, minWidth: 110, textAlign: 'center'}}>
          <code>{side}: 0</code>
        </Box>
      ))}
    </Stack>
  );
}
