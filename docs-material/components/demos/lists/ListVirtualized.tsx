import * as React from 'react';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import {createServiceOrders} from '@site/src/demo-data/material-display';

const orders = createServiceOrders(1000, 17);
const ITEM_HEIGHT = 46;
const VIEW_HEIGHT = 322;

// Only the items in view are in the DOM, each absolutely placed at its offset inside a box as tall
// as the whole list.
export default function ListVirtualized() {
  const [scrollTop, setScrollTop] = React.useState(0);
  const first = Math.max(0, Math.floor(scrollTop / ITEM_HEIGHT) - 3);
  const last = Math.min(orders.length, Math.ceil((scrollTop + VIEW_HEIGHT) / ITEM_HEIGHT) + 3);
  return (
    <Box
      sx={{width: '100%', maxWidth: 360, height: VIEW_HEIGHT, overflow: 'auto', bgcolor: 'background.paper'}}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <Box component="ul" aria-label="1,000 workshop orders" sx={{position: 'relative', height: orders.length * ITEM_HEIGHT, m: 0, p: 0}}>
        {orders.slice(first, last).map((order, offset) => (
          <ListItem
            key={order.id}
            disablePadding
            aria-setsize={orders.length}
            aria-posinset={first + offset + 1}
            sx={{position: 'absolute', top: (first + offset) * ITEM_HEIGHT, height: ITEM_HEIGHT, left: 0, right: 0}}
          >
            <ListItemButton>
              <ListItemText primary={`#${order.id} ${order.customer}`} />
            </ListItemButton>
          </ListItem>
        ))}
      </Box>
    </Box>
  );
}
