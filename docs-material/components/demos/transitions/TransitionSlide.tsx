import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';

// Slide moves its child in from the edge of the window; overflow: hidden on this box hides the way in.
export default function TransitionSlide() {
  const [checked, setChecked] = React.useState(false);
  return (
    <Box sx={{height: 160, overflow: 'hidden'}}>
      <FormControlLabel control={<Switch checked={checked} onChange={(event) => setChecked(event.target.checked)} />} label="Show" />
      <Slide direction="up" in={checked} mountOnEnter unmountOnExit>
        <Paper variant="outlined" sx={{width: 200, p: 2, typography: 'body2'}}>
          direction=&quot;up&quot;: arrives from the bottom of the window
        </Paper>
      </Slide>
    </Box>
  );
}
