import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

// With keepMounted the closed drawer stays in the page (hidden), so what was typed in it survives
// closing, and search engines see its links. Type a note, close and open again.
export default function DrawerKeepMounted() {
  const [box, setBox] = React.useState<HTMLDivElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <Box
      ref={setBox}
      sx={{position: 'relative', height: 280, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1, p: 2}}
    >
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open the notes
      </Button>
      <Drawer
        container={box}
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        sx={{position: 'absolute'}}
        ModalProps={{keepMounted: true}}
        slotProps={{backdrop: {sx: {position: 'absolute'}}, paper: {sx: {position: 'absolute', width: 260, p: 2}}}}
      >
        <Typography variant="subtitle1" gutterBottom>
          Notes for the mechanic
        </Typography>
        <TextField label="Note" multiline minRows={3} fullWidth />
        <Button sx={{mt: 2}} onClick={() => setOpen(false)}>
          Close
        </Button>
      </Drawer>
    </Box>
  );
}
