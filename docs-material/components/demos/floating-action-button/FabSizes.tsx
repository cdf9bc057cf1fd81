import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Add from '@mui/icons-material/Add';

const SIZES = ['small', 'medium', 'large'] as const;

export default function FabSizes() {
  return (
    <Box sx={{display: 'flex', gap: 2, alignItems: 'center'}}>
      {SIZES.map((size) => (
        <Fab key={size} size={size} color="secondary" aria-label={`New task (${size})`}>
          <Add />
        </Fab>
      ))}
    </Box>
  );
}
