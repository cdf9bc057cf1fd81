import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

export default function PaperBasic() {
  return (
    <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 2, '& > .MuiPaper-root': {width: 128, height: 128}}}>
      <Paper elevation={0} />
      <Paper />
      <Paper elevation={3} />
    </Box>
  );
}
