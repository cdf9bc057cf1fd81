import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';

export default function ProgressDelayed() {
  const [state, setState] = React.useState<'idle' | 'loading' | 'done'>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);
  const load = () => {
    clearTimeout(timer.current);
    setState('loading');
    timer.current = setTimeout(() => setState('done'), 3000);
  };
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 2, minHeight: 48}}>
      <Button variant="outlined" onClick={load} disabled={state === 'loading'}>
        Check stock
      </Button>
      <Box sx={{height: 40, display: 'flex', alignItems: 'center'}}>
        {state === 'done' ? (
          <Typography>12 in stock</Typography>
        ) : (
          // Shown only if the wait lasts longer than 800 ms: quick answers never flash a spinner.
          <Fade in={state === 'loading'} style={{transitionDelay: state === 'loading' ? '800ms' : '0ms'}} unmountOnExit>
            <CircularProgress aria-label="Checking stock" />
          </Fade>
        )}
      </Box>
    </Box>
  );
}
