import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

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

// closeAfterTransition keeps the modal mounted until the Fade has finished fading out.
export default function ModalTransition() {
  const stageRef = React.useRef<HTMLDivElement>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <Box ref={stageRef} sx={STAGE}>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Show delivery window
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        container={() => stageRef.current}
        closeAfterTransition
        slots={{backdrop: Backdrop}}
        slotProps={{backdrop: {timeout: 500}}}
        aria-labelledby="modal-transition-title"
      >
        <Fade in={open}>
          <Box sx={PANEL} tabIndex={-1}>
            <Typography id="modal-transition-title" variant="h6" component="h2">
              Delivery window
            </Typography>
            <Typography variant="body2" sx={{mt: 1}}>
              Between 14:00 and 16:00; the courier calls 30 minutes ahead.
            </Typography>
          </Box>
        </Fade>
      </Modal>
    </Box>
  );
}
