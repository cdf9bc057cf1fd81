import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer, {type DrawerProps} from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';

type Anchor = NonNullable<DrawerProps['anchor']>;
const ANCHORS: Anchor[] = ['left', 'right', 'top', 'bottom'];
const FILTERS = ['In stock', 'On sale', 'Size 54', 'Steel frame'];

// `anchor` picks the edge; top and bottom drawers take the full width, so their content sets the height.
export default function DrawerAnchor() {
  const [box, setBox] = React.useState<HTMLDivElement | null>(null);
  const [anchor, setAnchor] = React.useState<Anchor | null>(null);
  const horizontal = anchor === 'top' || anchor === 'bottom';
  return (
    <Box
      ref={setBox}
      sx={{position: 'relative', height: 320, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1, p: 2}}
    >
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}}>
        {ANCHORS.map((edge) => (
          <Button key={edge} variant="outlined" onClick={() => setAnchor(edge)}>
            Filters, {edge}
          </Button>
        ))}
      </Stack>
      <Drawer
        container={box}
        anchor={anchor ?? 'left'}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        sx={{position: 'absolute'}}
        slotProps={{backdrop: {sx: {position: 'absolute'}}, paper: {sx: {position: 'absolute'}}}}
      >
        <Box sx={{width: horizontal ? 'auto' : 220}} role="presentation">
          <List dense={horizontal}>
            {FILTERS.map((filter) => (
              <ListItem key={filter} disablePadding>
                <ListItemButton onClick={() => setAnchor(null)}>
                  <ListItemText primary={filter} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
