import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import BuildIcon from '@mui/icons-material/Build';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import InventoryIcon from '@mui/icons-material/Inventory';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';

const MAIN = [
  {label: 'Repairs', icon: <BuildIcon />},
  {label: 'Rentals', icon: <DirectionsBikeIcon />},
  {label: 'Stock', icon: <InventoryIcon />},
  {label: 'Invoices', icon: <ReceiptLongIcon />},
];

// A temporary drawer is a modal: it traps focus, closes on Escape or a click on the backdrop and
// gives focus back to the button. `container` renders it into the box below, and the absolute
// positions keep its backdrop and paper inside that box instead of the window.
export default function DrawerTemporary() {
  const [box, setBox] = React.useState<HTMLDivElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <Box
      ref={setBox}
      sx={{position: 'relative', height: 320, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1, p: 2}}
    >
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open the menu
      </Button>
      <Drawer
        container={box}
        open={open}
        onClose={() => setOpen(false)}
        sx={{position: 'absolute'}}
        slotProps={{backdrop: {sx: {position: 'absolute'}}, paper: {sx: {position: 'absolute'}}}}
      >
        <Box sx={{width: 240}} role="presentation" onClick={() => setOpen(false)}>
          <List>
            {MAIN.map((item) => (
              <ListItem key={item.label} disablePadding>
                <ListItemButton>
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Divider />
          <List>
            <ListItem disablePadding>
              <ListItemButton>
                <ListItemIcon>
                  <SettingsIcon />
                </ListItemIcon>
                <ListItemText primary="Settings" />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
