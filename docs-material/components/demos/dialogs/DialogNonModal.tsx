import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TrapFocus from '@mui/material/Unstable_TrapFocus';
import Typography from '@mui/material/Typography';

export default function DialogNonModal() {
  const [open, setOpen] = React.useState(false);
  const trigger = React.useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    // The banner is positioned in this box, not in the viewport, so the page stays usable around it.
    <Box sx={{position: 'relative', minHeight: 200}}>
      <Button ref={trigger} variant="outlined" onClick={() => setOpen(true)}>
        Show the cookie banner
      </Button>
      {/* Focus moves into the banner when it opens, but may leave it: the page stays usable. */}
      <TrapFocus open={open} disableEnforceFocus>
        <Fade appear={false} in={open}>
          <Paper
            role="dialog"
            aria-modal="false"
            aria-label="Cookie banner"
            square
            variant="outlined"
            tabIndex={-1}
            onKeyDown={(event) => event.key === 'Escape' && close()}
            sx={{position: 'absolute', bottom: 0, left: 0, right: 0, m: 0, p: 2, borderWidth: 0, borderTopWidth: 1}}
          >
            <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{justifyContent: 'space-between', alignItems: {sm: 'center'}}}>
              <Box>
                <Typography sx={{fontWeight: 'bold'}}>This shop uses cookies</Typography>
                <Typography variant="body2">Only to keep your basket between visits. Nothing is shared.</Typography>
              </Box>
              <Stack direction="row" spacing={1} sx={{flexShrink: 0}}>
                <Button size="small" onClick={close} variant="contained">
                  Allow
                </Button>
                <Button size="small" onClick={close}>
                  Refuse
                </Button>
              </Stack>
            </Stack>
          </Paper>
        </Fade>
      </TrapFocus>
    </Box>
  );
}
