import Box from '@mui/material/Box';

export default function DisplayInline() {
  return (
    <div style={{width: '100%'}}>
      <Box component="div" sx={{display: 'inline', p: 1, m: 1, border: 1, borderColor: 'divider'}}>
        Rotterdam depot
      </Box>
      <Box component="div" sx={{display: 'inline', p: 1, m: 1, border: 1, borderColor: 'divider'}}>
        Lyon depot
      </Box>
    </div>
  );
}
