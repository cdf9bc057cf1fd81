import * as React from 'react';
import Box from '@mui/material/Box';

// Every value below comes from the theme: spacing units, palette keys, the shape's radius and breakpoints.
export default function BoxSystemProps() {
  return (
    <Box sx={{display: 'flex', flexDirection: {xs: 'column', sm: 'row'}, gap: 2}}>
      <Box
        sx={{
          width: {xs: '100%', sm: 160},
          height: 96,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          p: 2,
          '&:hover': {bgcolor: 'primary.dark'},
        }}
      >
        Hover me
      </Box>
      <Box sx={{flex: 1, height: 96, borderRadius: 2, bgcolor: 'action.hover', typography: 'body2', p: 2}}>
        A Box takes any CSS through sx, plus theme-aware shorthands such as p, bgcolor and typography.
      </Box>
    </Box>
  );
}
