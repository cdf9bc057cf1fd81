import Box from '@mui/material/Box';

const levels = [0, 1, 2, 3, 4, 8, 12, 16, 24];

export default function ShadowElevations() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 3, p: 1}}>
      {levels.map((level) => (
        <Box
          key={level}
          sx={{boxShadow: level, bgcolor: 'background.paper', color: 'text.primary', p: 2, borderRadius: 1, textAlign: 'center'}}
        >
          boxShadow: {level}
        </Box>
      ))}
    </Box>
  );
}
