import * as React from 'react';
import Box from '@mui/material/Box';
import {styled} from '@mui/material/styles';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {TreeItem, TreeItemContent, type TreeItemProps} from '@mui/x-tree-view/TreeItem';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

/** The content row (icon, checkbox, label) taller, with a bottom rule between rows. */
const RuledContent = styled(TreeItemContent)(({theme}) => ({
  padding: theme.spacing(1, 1),
  borderRadius: 0,
  borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
}));

const Item = React.forwardRef(function Item(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{content: RuledContent}} />;
});

export default function ItemCustomContentSlot() {
  return (
    <Box sx={{height: 320, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView aria-label="Catalogue" items={PRODUCT_CATALOG} defaultExpandedItems={['climbing']} slots={{item: Item}} />
    </Box>
  );
}
