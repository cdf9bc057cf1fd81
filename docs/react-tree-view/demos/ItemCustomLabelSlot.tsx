import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {TreeItem, TreeItemLabel, type TreeItemProps} from '@mui/x-tree-view/TreeItem';
import {useTreeItemModel} from '@mui/x-tree-view/hooks';
import {PRODUCT_CATALOG, type CatalogItem} from '@site/src/demo-data/tree-product-catalog';

/** The label slot receives the label as children; this one adds an "Out of stock" chip. */
function StockLabel({itemId, children, ...other}: React.ComponentProps<typeof TreeItemLabel> & {itemId: string}) {
  const item = useTreeItemModel<CatalogItem>(itemId);
  return (
    <TreeItemLabel {...other} sx={{display: 'flex', alignItems: 'center', gap: 1}}>
      {children}
      {item?.inStock === false ? <Chip label="Out of stock" size="small" variant="outlined" /> : null}
    </TreeItemLabel>
  );
}

const Item = React.forwardRef(function Item(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{label: StockLabel}} slotProps={{label: {itemId: props.itemId} as object}} />;
});

export default function ItemCustomLabelSlot() {
  return (
    <Box sx={{height: 320, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Catalogue"
        items={PRODUCT_CATALOG}
        defaultExpandedItems={['camping', 'tents', 'cycling', 'helmets']}
        slots={{item: Item}}
      />
    </Box>
  );
}
