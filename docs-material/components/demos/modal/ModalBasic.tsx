import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

// The modal renders into this box, which has a transform: its fixed-position layers then cover the box, not the page.
const STAGE = {
  position: 'relative',
  height: 260,
  transform: 'translateZ(0)',
  overflow: 'hidden',
  borderRadius: 1,
  bgcolor: 'action.hover',
  p: 2,
} as const;
const PANEL = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(360px, 90%)',
  bgcolor: 'background.paper',
  borderRadius: 1,
  boxShadow: 8,
  p: 3,
} as const;

export default function ModalBasic() {
  const stageRef = React.useRef<HTMLDivElement>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <Box ref={stageRef} sx={STAGE}>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Show booking summary
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        container={() => stageRef.current}
        aria-labelledby="modal-basic-title"
        aria-describedby="modal-basic-text"
      >
        <Box sx={PANEL} tabIndex={-1}>
          <Typography id="modal-basic-title" variant="h6" component="h2">
            Service booked
          </Typography>
          <Typography id="modal-basic-text" variant="body2" sx={{mt: 1, mb: 2}}>
            Full service on Thursday at 09:00. Press Escape or click outside to close.
          </Typography>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </Box>
      </Modal>
    </Box>
  );
}
