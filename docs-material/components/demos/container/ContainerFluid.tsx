import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

export default function ContainerFluid() {
  return (
    <Box sx={{bgcolor: 'action.hover', py: 2}}>
      <Container maxWidth="sm">
        <Box sx={{bgcolor: 'background.paper', border: 1, borderColor: 'divider', p: 2, typography: 'body2'}}>
          At most 600 px wide (the sm breakpoint), centred, with side padding.
        </Box>
      </Container>
    </Box>
  );
}
