import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionTrackChange() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Box sx={{height: 300, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView
          aria-label="Wardrobe"
          multiSelect
          defaultExpandedItems={['tops']}
          onItemSelectionToggle={(_event, itemId, isSelected) =>
            setLog((previous) => [`${itemId} ${isSelected ? 'selected' : 'deselected'}`, ...previous].slice(0, 3))
          }
        >
          <TreeItem itemId="tops" label="Tops">
            <TreeItem itemId="tops/shirt" label="Linen shirt" />
            <TreeItem itemId="tops/sweater" label="Wool sweater" />
          </TreeItem>
          <TreeItem itemId="shoes" label="Shoes" />
        </SimpleTreeView>
      </Box>
      <Typography variant="caption" component="div" sx={{minHeight: 60}}>
        {log.length ? log.map((line, index) => <div key={index}>{line}</div>) : 'Select items, with Ctrl or ⌘ for several.'}
      </Typography>
    </Box>
  );
}
