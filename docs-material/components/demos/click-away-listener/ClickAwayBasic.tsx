import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Typography from '@mui/material/Typography';

export default function ClickAwayBasic() {
  const [open, setOpen] = React.useState(false);
  const [closedByClickAway, setClosedByClickAway] = React.useState(0);
  return (
    <Box sx={{height: 150}}>
      <ClickAwayListener
        onClickAway={() => {
          if (!open) return;
          setOpen(false);
          setClosedByClickAway((n) => n + 1);
        }}
      >
        <Box sx={{position: 'relative', display: 'inline-block'}}>
          <Button variant="outlined" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            Delivery options
          </Button>
          {open ? (
            <Box
              sx={{
                position: 'absolute',
                top: 44,
                left: 0,
                zIndex: 1,
                width: 260,
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
                typography: 'body2',
              }}
            >
              Click anywhere outside this panel and the button to close it.
            </Box>
          ) : null}
        </Box>
      </ClickAwayListener>
      <Typography variant="body2" color="text.secondary" sx={{mt: 10}}>
        Closed by a click away: {closedByClickAway} {closedByClickAway === 1 ? 'time' : 'times'}
      </Typography>
    </Box>
  );
}
