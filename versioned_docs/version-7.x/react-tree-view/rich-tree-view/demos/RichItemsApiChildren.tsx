import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';
import {LIBRARY_SHELVES, shelfLabel} from '@site/src/demo-data/tree-v7-library';

export default function RichItemsApiChildren() {
  const apiRef = useTreeViewApiRef();
  const [text, setText] = React.useState('Select a shelf to list what it holds.');

  const describe = (itemId: string | null) => {
    if (!itemId) return;
    // Ordered as rendered; pass null to get the root items.
    const childIds = apiRef.current!.getItemOrderedChildrenIds(itemId);
    setText(
      childIds.length
        ? `${shelfLabel(itemId)}: ${childIds.map((id) => shelfLabel(id)).join(', ')}`
        : `${shelfLabel(itemId)} has no children.`,
    );
  };

  return (
    <Box sx={{height: 300, maxWidth: 460, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Library shelves"
          apiRef={apiRef}
          items={LIBRARY_SHELVES}
          onSelectedItemsChange={(_event, itemId) => describe(itemId)}
        />
      </Box>
      <Typography variant="body2" sx={{pt: 1, minHeight: 48}}>
        {text}
      </Typography>
    </Box>
  );
}
