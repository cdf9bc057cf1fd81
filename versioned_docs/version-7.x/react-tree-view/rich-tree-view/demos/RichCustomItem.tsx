import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {TreeItem2, TreeItem2Label, type TreeItem2Props} from '@mui/x-tree-view/TreeItem2';
import {useTreeItem2Utils} from '@mui/x-tree-view/hooks';
import {LIBRARY_SHELVES, type ShelfNode} from '@site/src/demo-data/tree-v7-library';

interface CountLabelProps extends React.HTMLAttributes<HTMLDivElement> {
  count: number;
}

// Replaces TreeItem2's label slot: the label text, then the number of entries of a shelf.
function CountLabel({count, children, ...other}: CountLabelProps) {
  return (
    <TreeItem2Label {...other} sx={{display: 'flex', justifyContent: 'space-between', gap: 1}}>
      <span>{children}</span>
      {count > 0 ? (
        <Typography component="span" variant="caption" color="text.secondary">
          {count} {count === 1 ? 'entry' : 'entries'}
        </Typography>
      ) : null}
    </TreeItem2Label>
  );
}

const ShelfItem = React.forwardRef(function ShelfItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  // publicAPI.getItem gives the item of `items` that this row renders.
  const {publicAPI} = useTreeItem2Utils({itemId: props.itemId, children: props.children});
  const item = publicAPI.getItem(props.itemId) as ShelfNode;
  return (
    <TreeItem2
      {...props}
      ref={ref}
      slots={{label: CountLabel}}
      slotProps={{label: {count: item.children?.length ?? 0} as CountLabelProps}}
    />
  );
});

export default function RichCustomItem() {
  return (
    <Box sx={{height: 300, maxWidth: 460, overflowY: 'auto'}}>
      <RichTreeView aria-label="Library shelves" items={LIBRARY_SHELVES} defaultExpandedItems={['fiction']} slots={{item: ShelfItem}} />
    </Box>
  );
}
