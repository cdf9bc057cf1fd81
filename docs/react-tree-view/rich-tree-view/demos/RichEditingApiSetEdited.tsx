import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';
import {FILE_SYSTEM} from '@site/src/demo-data/tree-file-system';

export default function RichEditingApiSetEdited() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{height: 300, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{mb: 1}}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            // The item must be editable and visible; its input opens focused.
            apiRef.current?.setEditedItem('docs/release-notes.md');
          }}
        >
          Rename the release notes
        </Button>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView aria-label="Project files" apiRef={apiRef} items={FILE_SYSTEM} isItemEditable defaultExpandedItems={['docs']} />
      </Box>
    </Box>
  );
}
