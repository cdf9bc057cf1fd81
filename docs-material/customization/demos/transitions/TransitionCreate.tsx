import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {useTheme} from '@mui/material/styles';

export default function TransitionCreate() {
  const theme = useTheme();
  const [open, setOpen] = React.useState(false);
  const transition = theme.transitions.create(['width', 'background-color'], {
    duration: theme.transitions.duration.complex,
    easing: theme.transitions.easing.easeInOut,
  });
  return (
    <Stack spacing={2}>
      <div>
        <Button variant="outlined" onClick={() => setOpen((value) => !value)} aria-pressed={open}>
          {open ? 'Collapse route bar' : 'Expand route bar'}
        </Button>
      </div>
      <Box sx={{height: 32, width: open ? '100%' : 120, bgcolor: open ? 'success.main' : 'primary.main', borderRadius: 1, transition}} />
      <Box component="code" sx={{fontSize: 13, wordBreak: 'break-word'}}>
        transition: {transition}
      </Box>
    </Stack>
  );
}
