import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

// disablePortal renders the modal where it is written, so it is part of the server HTML of a page
// that renders it open; absolute positioning keeps it inside this box.
export default function ModalDisablePortal() {
  const [open, setOpen] = React.useState(false);
  return (
    <Box sx={{position: 'relative', height: 220, overflow: 'hidden', borderRadius: 1, bgcolor: 'action.hover', p: 2}}>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Show terms
      </Button>
      <Modal
        disablePortal
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="modal-inline-title"
        sx={{position: 'absolute', display: 'flex', alignItems: 'center', justifyContent: 'center'}}
        slotProps={{backdrop: {sx: {position: 'absolute'}}}}
      >
        <Box sx={{width: 'min(360px, 90%)', bgcolor: 'background.paper', borderRadius: 1, boxShadow: 8, p: 3}} tabIndex={-1}>
          <Typography id="modal-inline-title" variant="h6" component="h2">
            Repair terms
          </Typography>
          <Typography variant="body2" sx={{mt: 1}}>
            Bikes not collected within 30 days are charged storage.
          </Typography>
        </Box>
      </Modal>
    </Box>
  );
}
