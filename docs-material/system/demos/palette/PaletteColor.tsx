import Box from '@mui/material/Box';

const colors = [
  'primary.main',
  'secondary.main',
  'error.main',
  'warning.main',
  'info.main',
  'success.main',
  'text.primary',
  'text.secondary',
] as const;

// Large bold text: the palette's main colours reach the 3:1 WCAG AA asks of large text, not all the
// 4.5:1 of body text.

export default function PaletteColor() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 1}}>
      {colors.map((color) => (
        <Box key={color} sx={{color, fontWeight: 'bold', fontSize: 20, p: 1}}>
          {color}
        </Box>
      ))}
    </Box>
  );
}
