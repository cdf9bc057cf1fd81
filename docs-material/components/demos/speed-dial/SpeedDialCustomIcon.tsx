import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial, {type CloseReason, type OpenReason} from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import EditIcon from '@mui/icons-material/Edit';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import SellIcon from '@mui/icons-material/Sell';

// SpeedDialIcon crossfades from `icon` to `openIcon` when the dial opens (a pencil here instead of
// the plus rotating into a cross).
export default function SpeedDialCustomIcon() {
  const [open, setOpen] = React.useState(false);
  return (
    <Box sx={{position: 'relative', height: 300, border: 1, borderColor: 'divider', borderRadius: 2}}>
      <SpeedDial
        ariaLabel="Edit the listing"
        icon={<SpeedDialIcon openIcon={<EditIcon />} />}
        open={open}
        onOpen={(_event, reason: OpenReason) => reason === 'toggle' && setOpen(true)}
        onClose={(_event, reason: CloseReason) => reason !== 'mouseLeave' && setOpen(false)}
        sx={{position: 'absolute', bottom: 16, right: 16}}
      >
        <SpeedDialAction icon={<PhotoCameraIcon />} slotProps={{tooltip: {title: 'Add a photo'}}} onClick={() => setOpen(false)} />
        <SpeedDialAction icon={<SellIcon />} slotProps={{tooltip: {title: 'Change the price'}}} onClick={() => setOpen(false)} />
        <SpeedDialAction icon={<NoteAddIcon />} slotProps={{tooltip: {title: 'Add a note'}}} onClick={() => setOpen(false)} />
      </SpeedDial>
    </Box>
  );
}
