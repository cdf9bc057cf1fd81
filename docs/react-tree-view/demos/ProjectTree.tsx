import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function ProjectTree() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{minHeight: 240, maxWidth: 360}}>
      <SimpleTreeView aria-label="Project folders" selectedItems={selected} onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}>
        <TreeItem itemId="docs" label="docs">
          <TreeItem itemId="docs/guide.md" label="guide.md" />
          <TreeItem itemId="docs/faq.md" label="faq.md" />
        </TreeItem>
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src/app.tsx" label="app.tsx" />
          <TreeItem itemId="src/components" label="components">
            <TreeItem itemId="src/components/Header.tsx" label="Header.tsx" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="package.json" label="package.json" />
      </SimpleTreeView>
      <Typography variant="body2" sx={{mt: 1}} data-testid="tree-selection">
        {selected ? `Open: ${selected}` : 'Select a file with the mouse or the arrow keys.'}
      </Typography>
    </Box>
  );
}
