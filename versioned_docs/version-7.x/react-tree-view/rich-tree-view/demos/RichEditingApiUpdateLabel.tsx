import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';
import {LIBRARY_SHELVES} from '@site/src/demo-data/tree-v7-library';

export default function RichEditingApiUpdateLabel() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{height: 300, maxWidth: 460, display: 'flex', flexDirection: 'column', gap: 1}}>
      <Box sx={{display: 'flex', gap: 1}}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.updateItemLabel('periodicals', 'Newspapers and magazines')}>
          Rename Periodicals
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.updateItemLabel('periodicals', 'Periodicals')}>
          Undo
        </Button>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Library shelves"
          apiRef={apiRef}
          items={LIBRARY_SHELVES}
          experimentalFeatures={{labelEditing: true}}
          isItemEditable
        />
      </Box>
    </Box>
  );
}
