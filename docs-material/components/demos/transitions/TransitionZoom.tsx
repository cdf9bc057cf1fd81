import * as React from 'react';
import Box from '@mui/material/Box';
import Zoom from '@mui/material/Zoom';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Paper from '@mui/material/Paper';

const CARD = {width: 150, height: 100, p: 1, typography: 'body2'} as const;

export default function TransitionZoom() {
  const [checked, setChecked] = React.useState(false);
  return (
    <div>
      <FormControlLabel control={<Switch checked={checked} onChange={(event) => setChecked(event.target.checked)} />} label="Show" />
      <Box sx={{display: 'flex', gap: 2, height: 110}}>
        <Zoom in={checked}>
          <Paper variant="outlined" sx={CARD}>
            Zoom
          </Paper>
        </Zoom>
        <Zoom in={checked} style={{transitionDelay: checked ? '300ms' : '0ms'}}>
          <Paper variant="outlined" sx={CARD}>
            300 ms later
          </Paper>
        </Zoom>
      </Box>
    </div>
  );
}
