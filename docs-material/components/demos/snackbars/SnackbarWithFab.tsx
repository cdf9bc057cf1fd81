import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Snackbar from '@mui/material/Snackbar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

export default function SnackbarWithFab() {
  const [open, setOpen] = React.useState(false);
  return (
    // A small "screen" of its own: the app bar, the button and the snackbar stay inside this box.
    <Box sx={{position: 'relative', height: 260, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1}}>
      <AppBar position="static" elevation={0}>
        <Toolbar variant="dense">
          <Typography component="h3" variant="h6">
            Bookings
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{p: 2}}>
        <Typography variant="body2">The message opens above the add button and does not cover it.</Typography>
      </Box>
      <Fab color="primary" aria-label="Add booking" onClick={() => setOpen(true)} sx={{position: 'absolute', bottom: 16, right: 16}}>
        <AddIcon />
      </Fab>
      <Snackbar
        open={open}
        autoHideDuration={5000}
        onClose={() => setOpen(false)}
        message="Booking added"
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(false)}>
            Undo
          </Button>
        }
        // Placed in the box, 56 px of button + 16 px of margin + 8 px of air above its bottom.
        sx={{position: 'absolute', bottom: {xs: 88, sm: 88}, left: {xs: 8, sm: 16}, right: {xs: 8, sm: 'auto'}}}
      />
    </Box>
  );
}
