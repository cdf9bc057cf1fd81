import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

export default function ButtonGroupSizesColors() {
  return (
    <Box sx={{display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2}}>
      <ButtonGroup size="small" aria-label="Zoom (small)">
        <Button>−</Button>
        <Button>100%</Button>
        <Button>+</Button>
      </ButtonGroup>
      <ButtonGroup color="secondary" aria-label="Zoom (medium, secondary)">
        <Button>−</Button>
        <Button>100%</Button>
        <Button>+</Button>
      </ButtonGroup>
      <ButtonGroup size="large" color="success" variant="contained" aria-label="Zoom (large, success)">
        <Button>−</Button>
        <Button>100%</Button>
        <Button>+</Button>
      </ButtonGroup>
    </Box>
  );
}
