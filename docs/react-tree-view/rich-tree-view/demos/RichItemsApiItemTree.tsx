import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';

const ITEMS = [
  {
    id: 'fruit',
    label: 'Fruit',
    children: [
      {id: 'apple', label: 'Apple'},
      {id: 'pear', label: 'Pear'},
    ],
  },
  {id: 'veg', label: 'Vegetables', children: [{id: 'leek', label: 'Leek'}]},
];

export default function RichItemsApiItemTree() {
  const apiRef = useTreeViewApiRef();
  const [snapshot, setSnapshot] = React.useState('');

  return (
    <Box sx={{height: 330, display: 'flex', gap: 2}}>
      <Box sx={{flex: 1, overflowY: 'auto'}}>
        <Button size="small" variant="outlined" onClick={() => setSnapshot(JSON.stringify(apiRef.current?.getItemTree(), null, 1))}>
          Read the tree
        </Button>
        {/* Double-click a label to rename it, then read the tree again. */}
        <RichTreeView aria-label="Shopping list" apiRef={apiRef} items={ITEMS} isItemEditable defaultExpandedItems={['fruit']} />
      </Box>
      <Box component="pre" sx={{flex: 1, m: 0, fontSize: 11, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1, p: 1}}>
        {snapshot || 'getItemTree() output appears here.'}
      </Box>
    </Box>
  );
}
