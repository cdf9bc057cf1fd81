import Box from '@mui/material/Box';

export default function DisplayBlock() {
  return (
    <div style={{width: '100%'}}>
      <Box component="span" sx={{display: 'block', p: 1, m: 1, border: 1, borderColor: 'divider'}}>
        Rotterdam depot
      </Box>
      <Box component="span" sx={{display: 'block', p: 1, m: 1, border: 1, borderColor: 'divider'}}>
        Lyon depot
      </Box>
    </div>
  );
}
