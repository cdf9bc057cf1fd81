import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {FILE_SYSTEM} from '@site/src/demo-data/tree-file-system';

export default function RichExpansionIconContainer() {
  const [selected, setSelected] = React.useState<string | null>('src');

  return (
    <Box sx={{height: 340, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Project files"
          items={FILE_SYSTEM}
          expansionTrigger="iconContainer"
          selectedItems={selected}
          onSelectedItemsChange={(_event, id) => setSelected(id)}
        />
      </Box>
      <Typography variant="body2">Showing the content of: {selected ?? 'nothing'}</Typography>
    </Box>
  );
}
