import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';

export default function BackdropLoading() {
  const [open, setOpen] = React.useState(false);
  const trigger = React.useRef<HTMLButtonElement>(null);
  // A backdrop is not a modal: it does not restore focus when it closes, so the demo does.
  const close = React.useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);
  // Escape closes it too; focus stays on the button behind, so the listener is on the document.
  React.useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);
  return (
    <div>
      <Button ref={trigger} variant="outlined" onClick={() => setOpen(true)}>
        Load the price list
      </Button>
      <Backdrop open={open} onClick={close} sx={(theme) => ({color: '#fff', zIndex: theme.zIndex.drawer + 1})}>
        <Stack spacing={2} sx={{alignItems: 'center'}}>
          <CircularProgress color="inherit" aria-label="Loading the price list" />
          <Typography>Click anywhere to close</Typography>
        </Stack>
      </Backdrop>
    </div>
  );
}
