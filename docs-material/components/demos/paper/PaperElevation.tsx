import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

const ELEVATIONS = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24];

export default function PaperElevation() {
  return (
    // In dark mode a higher paper is also lighter: the overlay grows with the elevation.
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(90px, 1fr))', gap: 2, p: 1}}>
      {ELEVATIONS.map((elevation) => (
        <Paper key={elevation} elevation={elevation} sx={{height: 60, display: 'flex', alignItems: 'center', justifyContent: 'center'}}>
          {`elevation=${elevation}`}
        </Paper>
      ))}
    </Box>
  );
}
