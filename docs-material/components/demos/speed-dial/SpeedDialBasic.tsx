import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial, {type CloseReason, type OpenReason} from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import BuildIcon from '@mui/icons-material/Build';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';

const ACTIONS = [
  {name: 'New repair', icon: <BuildIcon />},
  {name: 'New rental', icon: <DirectionsBikeIcon />},
  {name: 'New invoice', icon: <ReceiptLongIcon />},
  {name: 'New customer', icon: <PersonAddIcon />},
];

// The dial opens on a click (or Enter/Space) only, not when the pointer passes over it, and sits
// at the bottom corner of its own box rather than of the window.
export default function SpeedDialBasic() {
  const [open, setOpen] = React.useState(false);
  const [chosen, setChosen] = React.useState('Nothing chosen yet');
  // Hover and focus would open it on their own (reasons 'mouseEnter', 'focus'): only 'toggle' does here.
  const onOpen = (reason: OpenReason) => {
    if (reason === 'toggle') setOpen(true);
  };
  const onClose = (reason: CloseReason) => {
    if (reason !== 'mouseLeave') setOpen(false);
  };
  return (
    <Box sx={{position: 'relative', height: 320, border: 1, borderColor: 'divider', borderRadius: 2}}>
      <Typography variant="body2" sx={{p: 2}}>
        {chosen}
      </Typography>
      <SpeedDial
        ariaLabel="Create"
        icon={<SpeedDialIcon />}
        open={open}
        onOpen={(_event, reason) => onOpen(reason)}
        onClose={(_event, reason) => onClose(reason)}
        sx={{position: 'absolute', bottom: 16, right: 16}}
      >
        {ACTIONS.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{tooltip: {title: action.name}}}
            onClick={() => {
              setChosen(`Chose: ${action.name}`);
              setOpen(false);
            }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
