import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {FILE_SYSTEM, renameFile} from '@site/src/demo-data/tree-file-system';

export default function RichEditingTrackChange() {
  // Keep your own copy of the data up to date, as you would save it to a server.
  const [files, setFiles] = React.useState(FILE_SYSTEM);
  const [last, setLast] = React.useState('Rename a file with a double-click.');

  return (
    <Box sx={{height: 320, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {last}
      </Typography>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Project files"
          items={files}
          isItemEditable
          defaultExpandedItems={['docs']}
          onItemLabelChange={(itemId, newLabel) => {
            setFiles((previous) => renameFile(previous, itemId, newLabel));
            setLast(`${itemId} is now called "${newLabel}"`);
          }}
        />
      </Box>
    </Box>
  );
}
