import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';
import {LIBRARY_SHELVES} from '@site/src/demo-data/tree-v7-library';

export default function RichSelectionApi() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{height: 340, maxWidth: 460, display: 'flex', flexDirection: 'column', gap: 1}}>
      <Box sx={{display: 'flex', gap: 1, flexWrap: 'wrap'}}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.selectItem({event, itemId: 'history/histories', shouldBeSelected: true})}
        >
          Select only The Histories
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) =>
            apiRef.current?.selectItem({
              event,
              itemId: 'history/shiji',
              keepExistingSelection: true,
              shouldBeSelected: true,
            })
          }
        >
          Add the Records
        </Button>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Library shelves"
          apiRef={apiRef}
          items={LIBRARY_SHELVES}
          multiSelect
          defaultSelectedItems={['science/origin']}
          defaultExpandedItems={['science', 'history']}
        />
      </Box>
    </Box>
  );
}
