import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';

// container makes the slide start at the edge of this box instead of the window's.
export default function TransitionSlideContainer() {
  const [checked, setChecked] = React.useState(false);
  const containerRef = React.useRef<HTMLDivElement>(null);
  return (
    <div>
      <FormControlLabel control={<Switch checked={checked} onChange={(event) => setChecked(event.target.checked)} />} label="Show" />
      <Box ref={containerRef} sx={{height: 120, width: 280, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1, p: 1}}>
        <Slide direction="left" in={checked} container={containerRef.current}>
          <Paper variant="outlined" sx={{p: 2, typography: 'body2'}}>
            From the right edge of the box
          </Paper>
        </Slide>
      </Box>
    </div>
  );
}
