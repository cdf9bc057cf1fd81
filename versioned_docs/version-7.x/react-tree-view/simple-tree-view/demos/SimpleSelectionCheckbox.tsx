import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionCheckbox() {
  const [multiple, setMultiple] = React.useState(true);

  return (
    <Box sx={{height: 290, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <FormControlLabel
        control={<Switch checked={multiple} onChange={(event) => setMultiple(event.target.checked)} />}
        label="multiSelect"
      />
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        {/* The key remounts the tree: the selection's shape (string or array) depends on multiSelect. */}
        <SimpleTreeView
          key={String(multiple)}
          aria-label="Shopping list"
          checkboxSelection
          multiSelect={multiple}
          defaultExpandedItems={['market', 'bakery']}
        >
          <TreeItem itemId="market" label="Market">
            <TreeItem itemId="market/tomatoes" label="Tomatoes" />
            <TreeItem itemId="market/peppers" label="Green peppers" />
            <TreeItem itemId="market/cucumber" label="Cucumber" />
          </TreeItem>
          <TreeItem itemId="bakery" label="Bakery">
            <TreeItem itemId="bakery/sourdough" label="Sourdough loaf" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
