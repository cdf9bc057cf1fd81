import Box from '@mui/material/Box';

export default function ZIndex() {
  return (
    <Box sx={{position: 'relative', height: 160}}>
      <Box
        sx={{
          position: 'absolute',
          top: 16,
          left: 16,
          width: 220,
          p: 2,
          zIndex: 'tooltip',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          boxShadow: 3,
        }}
      >
        zIndex: &apos;tooltip&apos;, drawn on top
      </Box>
      <Box
        sx={{
          position: 'absolute',
          top: 56,
          left: 96,
          width: 220,
          height: 90,
          p: 2,
          pt: 6,
          zIndex: 'modal',
          bgcolor: 'background.paper',
          color: 'text.primary',
          border: 1,
          borderColor: 'divider',
          boxShadow: 3,
        }}
      >
        zIndex: &apos;modal&apos;
      </Box>
    </Box>
  );
}
