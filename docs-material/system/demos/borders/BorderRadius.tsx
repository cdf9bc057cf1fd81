import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

// A number multiplies theme.shape.borderRadius; a string is used as it is.
const radii = [0, 1, 2, '50%', '16px 0'] as const;

export default function BorderRadius() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'center'}}>
      {radii.map((radius) => (
        <Box
          key={String(radius)}
          sx={{
            borderRadius: radius,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            width: 96,
            height: 96,
            display: 'grid',
            placeItems: 'center',
            fontSize: 13,
          }}
        >
          <Box component="span" sx={{fontFamily: 'monospace'}}>
            {JSON.stringify(radius)}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
