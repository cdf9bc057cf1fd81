import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';

// Popper.js's arrow modifier positions the element it is given; the arrow is a rotated square drawn by ::before, since Popper.js sets the element's own transform.
export default function PopperArrow() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [arrowRef, setArrowRef] = React.useState<HTMLElement | null>(null);
  return (
    <Box sx={{height: 140, display: 'flex', justifyContent: 'center', alignItems: 'flex-start'}}>
      <Button variant="outlined" aria-expanded={Boolean(anchorEl)} onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}>
        Tyre pressure
      </Button>
      <Popper
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        placement="bottom"
        disablePortal
        modifiers={[
          {name: 'arrow', enabled: true, options: {element: arrowRef}},
          {name: 'offset', options: {offset: [0, 10]}},
        ]}
      >
        <Box
          ref={setArrowRef}
          sx={{
            position: 'absolute',
            top: -5,
            width: 10,
            height: 10,
            zIndex: 1,
            '&::before': {
              content: '""',
              position: 'absolute',
              inset: 0,
              transform: 'rotate(45deg)',
              bgcolor: 'background.paper',
              borderTop: 1,
              borderLeft: 1,
              borderColor: 'divider',
            },
          }}
        />
        <Paper variant="outlined" sx={{p: 1.5, typography: 'body2'}}>
          Road: 5.5 to 7 bar. Gravel: 2 to 3 bar.
        </Paper>
      </Popper>
    </Box>
  );
}
