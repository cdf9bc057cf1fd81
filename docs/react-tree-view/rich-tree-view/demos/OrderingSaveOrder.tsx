import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeViewPro, type TreeViewBaseItem} from '@mui/x-tree-view-pro';

type Task = TreeViewBaseItem<{id: string; label: string}>;

const TASKS: Task[] = [
  {id: 'plan', label: 'Plan the trip'},
  {id: 'book', label: 'Book the train'},
  {id: 'pack', label: 'Pack the bags'},
  {id: 'water', label: 'Water the plants'},
  {id: 'leave', label: 'Leave the keys with a neighbour'},
];

/** Applies a move to your own copy of a flat list, e.g. to save the order on a server. */
function move(list: Task[], from: number, to: number): Task[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export default function OrderingSaveOrder() {
  const [order, setOrder] = React.useState(TASKS);

  return (
    <Box sx={{height: 300, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeViewPro
          aria-label="Checklist"
          items={TASKS}
          itemsReordering
          // A flat list: dropping an item into another one would make it a child, so only allow the root.
          canMoveItemToNewPosition={({newPosition}) => newPosition.parentId === null}
          onItemPositionChange={({oldPosition, newPosition}) =>
            setOrder((previous) => move(previous, oldPosition.index, newPosition.index))
          }
        />
      </Box>
      <Typography variant="caption" data-testid="saved-order">
        Saved order: {order.map((task) => task.id).join(' → ')}
      </Typography>
    </Box>
  );
}
