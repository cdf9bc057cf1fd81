import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';
import {FILE_SYSTEM, collectFolderIds} from '@site/src/demo-data/tree-file-system';

const FOLDERS = collectFolderIds(FILE_SYSTEM);

export default function RichExpansionApiIsExpanded() {
  const apiRef = useTreeViewApiRef();
  const [count, setCount] = React.useState<number | null>(null);

  return (
    <Box sx={{height: 340, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{mb: 1, display: 'flex', alignItems: 'center', gap: 1}}>
        <Button size="small" variant="outlined" onClick={() => setCount(FOLDERS.filter((id) => apiRef.current?.isItemExpanded(id)).length)}>
          Count open folders
        </Button>
        <Typography variant="body2">{count === null ? '' : `${count} of ${FOLDERS.length} folders are open`}</Typography>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView aria-label="Project files" apiRef={apiRef} items={FILE_SYSTEM} defaultExpandedItems={['docs']} />
      </Box>
    </Box>
  );
}
