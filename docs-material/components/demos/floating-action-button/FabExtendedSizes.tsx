import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Directions from '@mui/icons-material/Directions';

const SIZES = ['small', 'medium', 'large'] as const;

export default function FabExtendedSizes() {
  return (
    <Box sx={{display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap'}}>
      {SIZES.map((size) => (
        <Fab key={size} variant="extended" size={size} color="primary">
          <Directions sx={{mr: 1}} />
          Directions ({size})
        </Fab>
      ))}
    </Box>
  );
}
