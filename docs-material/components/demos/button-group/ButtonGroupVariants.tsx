import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

const VARIANTS = ['outlined', 'contained', 'text'] as const;

export default function ButtonGroupVariants() {
  return (
    <Box sx={{display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2}}>
      {VARIANTS.map((variant) => (
        <ButtonGroup key={variant} variant={variant} aria-label={`Export (${variant})`}>
          <Button>PDF</Button>
          <Button>CSV</Button>
          <Button>XLSX</Button>
        </ButtonGroup>
      ))}
    </Box>
  );
}
