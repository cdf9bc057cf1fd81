import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

export default function RichItemsApiChildren() {
  const apiRef = useTreeViewApiRef();
  const [children, setChildren] = React.useState<string[] | null>(null);

  return (
    <Box sx={{height: 300, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Catalogue"
          apiRef={apiRef}
          items={PRODUCT_CATALOG}
          onSelectedItemsChange={(_event, itemId) => setChildren(itemId ? (apiRef.current?.getItemOrderedChildrenIds(itemId) ?? []) : null)}
        />
      </Box>
      <Typography variant="body2">
        {children === null ? 'Select an item to list its children.' : `Children: ${children.join(', ') || 'none'}`}
      </Typography>
    </Box>
  );
}
