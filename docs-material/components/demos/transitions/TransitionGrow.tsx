import * as React from 'react';
import Box from '@mui/material/Box';
import Grow from '@mui/material/Grow';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Paper from '@mui/material/Paper';

const CARD = {width: 150, height: 100, p: 1, typography: 'body2'} as const;

export default function TransitionGrow() {
  const [checked, setChecked] = React.useState(false);
  return (
    <div>
      <FormControlLabel control={<Switch checked={checked} onChange={(event) => setChecked(event.target.checked)} />} label="Show" />
      <Box sx={{display: 'flex', gap: 2, height: 110}}>
        <Grow in={checked}>
          <Paper variant="outlined" sx={CARD}>
            Grow
          </Paper>
        </Grow>
        <Grow in={checked} style={{transformOrigin: '0 0 0'}} {...(checked ? {timeout: 1000} : {})}>
          <Paper variant="outlined" sx={CARD}>
            Grows from the corner in 1 s
          </Paper>
        </Grow>
      </Box>
    </div>
  );
}
