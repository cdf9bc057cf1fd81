import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const STAGE = {
  position: 'relative',
  height: 280,
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

// keepMounted leaves the closed modal's content in the DOM (hidden), so the note typed in it survives closing.
export default function ModalKeepMounted() {
  const stageRef = React.useRef<HTMLDivElement>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <Box ref={stageRef} sx={STAGE}>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Add workshop note
      </Button>
      <Modal keepMounted open={open} onClose={() => setOpen(false)} container={() => stageRef.current} aria-labelledby="modal-keep-title">
        <Box sx={PANEL} tabIndex={-1}>
          <Typography id="modal-keep-title" variant="h6" component="h2">
            Workshop note
          </Typography>
          <TextField label="Note" fullWidth multiline minRows={2} margin="normal" />
          <Button onClick={() => setOpen(false)}>Done</Button>
        </Box>
      </Modal>
    </Box>
  );
}
