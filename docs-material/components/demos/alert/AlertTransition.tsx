import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';

export default function AlertTransition() {
  const [open, setOpen] = React.useState(true);
  return (
    <Box sx={{width: '100%'}}>
      <Collapse in={open}>
        <Alert
          severity="info"
          action={
            <IconButton aria-label="Dismiss" color="inherit" size="small" onClick={() => setOpen(false)}>
              <CloseIcon fontSize="inherit" />
            </IconButton>
          }
          sx={{mb: 2}}
        >
          Spring service slots open on 1 March.
        </Alert>
      </Collapse>
      <Button variant="outlined" disabled={open} onClick={() => setOpen(true)}>
        Show again
      </Button>
    </Box>
  );
}
