import * as React from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Paper from '@mui/material/Paper';

const CARD = {width: 150, height: 100, p: 1, typography: 'body2'} as const;

export default function TransitionFade() {
  const [checked, setChecked] = React.useState(false);
  return (
    <div>
      <FormControlLabel control={<Switch checked={checked} onChange={(event) => setChecked(event.target.checked)} />} label="Show" />
      <Box sx={{display: 'flex', gap: 2, height: 110}}>
        <Fade in={checked}>
          <Paper variant="outlined" sx={CARD}>
            Fade
          </Paper>
        </Fade>
      </Box>
    </div>
  );
}
