import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';
import type {TreeViewBaseItem} from '@mui/x-tree-view/models';

const CHAPTERS: TreeViewBaseItem[] = [
  {id: 'intro', label: 'Introduction'},
  {id: 'methods', label: 'Methods', children: [{id: 'methods/survey', label: 'Survey design'}]},
  {id: 'results', label: 'Results'},
];

const countItems = (items: readonly TreeViewBaseItem[]): number =>
  items.reduce((total, item) => total + 1 + countItems(item.children ?? []), 0);

export default function RichItemsApiItemTree() {
  const apiRef = useTreeViewApiRef();
  const [summary, setSummary] = React.useState('');

  const readTree = () => {
    const tree = apiRef.current!.getItemTree();
    setSummary(`${tree.length} top-level items, ${countItems(tree)} in all: ${tree.map((item) => item.label).join(', ')}`);
  };

  return (
    <Box sx={{height: 300, maxWidth: 460, display: 'flex', flexDirection: 'column', gap: 1}}>
      <Box>
        <Button size="small" variant="outlined" onClick={readTree}>
          Read the tree
        </Button>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView aria-label="Thesis chapters" apiRef={apiRef} items={CHAPTERS} defaultExpandedItems={['methods']} />
      </Box>
      <Typography variant="body2" sx={{minHeight: 40}}>
        {summary || 'Nothing read yet.'}
      </Typography>
    </Box>
  );
}
