import Box from '@mui/material/Box';

const colors = ['primary.main', 'secondary.main', 'error.main', 'warning.main', 'info.main', 'success.main', 'text.primary', 'text.secondary', 'text.disabled'] as const;

export default function PaletteColor() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1}}>
      {colors.map((color) => (
        <Box key={color} sx={{color, fontWeight: 'medium', p: 1}}>
          {color}
        </Box>
      ))}
    </Box>
  );
}
