import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import CheckIcon from '@mui/icons-material/Check';
import SaveIcon from '@mui/icons-material/Save';

export default function CircularIntegration() {
  const [state, setState] = React.useState<'idle' | 'saving' | 'saved'>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);
  const save = () => {
    if (state === 'saving') return;
    setState('saving');
    // A fixed two-second "request", so every reader sees the same sequence.
    timer.current = setTimeout(() => setState('saved'), 2000);
  };
  const saving = state === 'saving';
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 2}}>
      <Box sx={{position: 'relative'}}>
        <Fab aria-label={state === 'saved' ? 'Saved' : 'Save'} color={state === 'saved' ? 'success' : 'primary'} onClick={save}>
          {state === 'saved' ? <CheckIcon /> : <SaveIcon />}
        </Fab>
        {saving && (
          <CircularProgress size={68} color="success" aria-label="Saving" sx={{position: 'absolute', top: -6, left: -6, zIndex: 1}} />
        )}
      </Box>
      <Box sx={{position: 'relative'}}>
        <Button variant="contained" disabled={saving} onClick={save}>
          Save the quote
        </Button>
        {saving && (
          <CircularProgress size={24} aria-label="Saving" sx={{position: 'absolute', top: '50%', left: '50%', mt: '-12px', ml: '-12px'}} />
        )}
      </Box>
    </Box>
  );
}
