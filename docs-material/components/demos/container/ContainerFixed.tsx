import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import {useTheme} from '@mui/material/styles';

export default function ContainerFixed() {
  const theme = useTheme();
  const values = theme.breakpoints.values;
  return (
    <Box sx={{bgcolor: 'action.hover', py: 2}}>
      <Container fixed>
        <Box sx={{bgcolor: 'background.paper', border: 1, borderColor: 'divider', p: 2, typography: 'body2'}}>
          Snaps to the breakpoint widths {values.sm}, {values.md}, {values.lg} and {values.xl} px as the window grows.
        </Box>
      </Container>
    </Box>
  );
}
