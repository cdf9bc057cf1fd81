import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';

export default function BackdropLoading() {
  const [open, setOpen] = React.useState(false);
  const trigger = React.useRef<HTMLButtonElement>(null);
  // A backdrop is not a modal: it neither traps nor restores focus, so the demo does both jobs.
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <div>
      <Button ref={trigger} variant="outlined" onClick={() => setOpen(true)}>
        Load the price list
      </Button>
      <Backdrop
        open={open}
        onClick={close}
        onKeyDown={(event) => event.key === 'Escape' && close()}
        sx={(theme) => ({color: '#fff', zIndex: theme.zIndex.drawer + 1})}
      >
        <Stack spacing={2} sx={{alignItems: 'center'}}>
          <CircularProgress color="inherit" aria-label="Loading the price list" />
          <Typography>Click anywhere to close</Typography>
        </Stack>
      </Backdrop>
    </div>
  );
}
