import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';
import {FILE_SYSTEM} from '@site/src/demo-data/tree-file-system';

export default function RichExpansionApiSet() {
  const apiRef = useTreeViewApiRef();

  // Opening a nested item does not open its parents: open them first.
  const revealComponents = (event: React.SyntheticEvent) => {
    apiRef.current?.setItemExpansion({event, itemId: 'src', shouldBeExpanded: true});
    apiRef.current?.setItemExpansion({event, itemId: 'src/components', shouldBeExpanded: true});
  };

  return (
    <Box sx={{height: 340, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={revealComponents}>
          Reveal components
        </Button>
        <Button size="small" onClick={(event) => apiRef.current?.setItemExpansion({event, itemId: 'src', shouldBeExpanded: false})}>
          Close src
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView aria-label="Project files" apiRef={apiRef} items={FILE_SYSTEM} />
      </Box>
    </Box>
  );
}
