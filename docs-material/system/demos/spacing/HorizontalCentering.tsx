import Box from '@mui/material/Box';

export default function HorizontalCentering() {
  return (
    <Box sx={{mx: 'auto', width: 240, p: 1, border: 1, borderColor: 'divider', textAlign: 'center'}}>
      mx: &apos;auto&apos; centres this box
    </Box>
  );
}
