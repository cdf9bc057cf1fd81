import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import SpeedDial, {type CloseReason, type OpenReason} from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import BuildIcon from '@mui/icons-material/Build';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';

const ACTIONS = [
  {name: 'Repair', icon: <BuildIcon />},
  {name: 'Rental', icon: <DirectionsBikeIcon />},
  {name: 'Invoice', icon: <ReceiptLongIcon />},
];

// Labels always shown (tooltip `open`) suit touch screens, where nothing hovers. The backdrop is
// absolute, so it dims this box only; a click on it closes the dial.
export default function SpeedDialTooltipOpen() {
  const [open, setOpen] = React.useState(false);
  return (
    <Box sx={{position: 'relative', height: 320, border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden'}}>
      <Backdrop open={open} onClick={() => setOpen(false)} sx={{position: 'absolute'}} />
      <SpeedDial
        ariaLabel="Start a new record"
        icon={<SpeedDialIcon />}
        open={open}
        onOpen={(_event, reason: OpenReason) => reason === 'toggle' && setOpen(true)}
        onClose={(_event, reason: CloseReason) => reason !== 'mouseLeave' && setOpen(false)}
        sx={{position: 'absolute', bottom: 16, right: 16}}
      >
        {ACTIONS.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{tooltip: {title: action.name, open: true}}}
            onClick={() => setOpen(false)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
