import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const sides = ['border', 'borderTop', 'borderRight', 'borderBottom', 'borderLeft'] as const;

export default function BordersAdditive() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
      {sides.map((side) => (
        <Box key={side} sx={{[side]: 1, borderColor: 'primary.main', p: 2, minWidth: 110, textAlign: 'center'}}>
          <code>{side}: 1</code>
        </Box>
      ))}
    </Stack>
  );
}
