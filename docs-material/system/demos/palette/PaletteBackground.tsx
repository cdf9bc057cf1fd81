import Box from '@mui/material/Box';

// Large bold text: each contrastText reaches the 3:1 WCAG AA asks of large text.
const backgrounds = [
  ['primary.main', 'primary.contrastText'],
  ['secondary.main', 'secondary.contrastText'],
  ['error.main', 'error.contrastText'],
  ['warning.main', 'warning.contrastText'],
  ['info.main', 'info.contrastText'],
  ['success.main', 'success.contrastText'],
  ['text.primary', 'background.paper'],
  ['text.secondary', 'background.paper'],
  ['background.default', 'text.primary'],
] as const;

export default function PaletteBackground() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))', gap: 1}}>
      {backgrounds.map(([bgcolor, color]) => (
        <Box key={bgcolor} sx={{bgcolor, color, p: 2, border: 1, borderColor: 'divider', fontWeight: 'bold', fontSize: 20}}>
          {bgcolor}
        </Box>
      ))}
    </Box>
  );
}
