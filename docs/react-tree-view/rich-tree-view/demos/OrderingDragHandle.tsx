import * as React from 'react';
import Box from '@mui/material/Box';
import DragIndicator from '@mui/icons-material/DragIndicator';
import {RichTreeViewPro, TreeItem, type TreeItemProps} from '@mui/x-tree-view-pro';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

/** The row can only be dragged by its grip icon: a drag that starts elsewhere is cancelled. */
const HandleItem = React.forwardRef(function HandleItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const fromHandle = React.useRef(false);
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{display: 'flex', alignItems: 'center', gap: 0.5}}>
          <DragIndicator data-drag-handle fontSize="small" sx={{cursor: 'grab', color: 'text.secondary'}} />
          {props.label}
        </Box>
      }
      slotProps={{
        root: {
          onMouseDown: (event: React.MouseEvent) => {
            fromHandle.current = Boolean((event.target as Element).closest('[data-drag-handle]'));
          },
          onDragStart: (event: React.DragEvent) => {
            // dragstart reaches every ancestor item: only the dragged item itself decides.
            if (event.target === event.currentTarget && !fromHandle.current) event.preventDefault();
          },
        },
      }}
    />
  );
});

export default function OrderingDragHandle() {
  return (
    <Box sx={{height: 340, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeViewPro
        aria-label="Catalogue"
        items={PRODUCT_CATALOG}
        itemsReordering
        defaultExpandedItems={['camping', 'climbing']}
        slots={{item: HandleItem}}
      />
    </Box>
  );
}
