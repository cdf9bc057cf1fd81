import * as React from 'react';
import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';

const Sample = () => (
  <>
    <strong>Invoice 2031</strong>
    <p>Labour and parts, paid by card.</p>
  </>
);

// Left: the page's own styles. Right: the same markup inside ScopedCssBaseline, which sets the
// theme's font, text colour and background, box-sizing and font smoothing on its subtree only.
export default function ScopedBaseline() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', sm: '1fr 1fr'}, gap: 2}}>
      <Box sx={{border: '1px dashed', borderColor: 'divider', p: 1.5}}>
        <Sample />
      </Box>
      <ScopedCssBaseline sx={{border: '1px dashed', borderColor: 'divider', p: 1.5}}>
        <Sample />
      </ScopedCssBaseline>
    </Box>
  );
}
