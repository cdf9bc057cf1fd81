import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';
import {FILE_SYSTEM, collectFolderIds} from '@site/src/demo-data/tree-file-system';

export default function RichItemsApiDomElement() {
  const apiRef = useTreeViewApiRef();

  const flash = () => {
    const element = apiRef.current?.getItemDOMElement('docs/brand-guide.pdf');
    element?.scrollIntoView({block: 'nearest'});
    element?.animate([{backgroundColor: 'rgba(255, 193, 7, 0.5)'}, {backgroundColor: 'transparent'}], {duration: 1200});
  };

  return (
    <Box sx={{height: 300, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={flash}>
          Show the brand guide
        </Button>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1}}>
        <RichTreeView aria-label="Project files" apiRef={apiRef} items={FILE_SYSTEM} defaultExpandedItems={collectFolderIds(FILE_SYSTEM)} />
      </Box>
    </Box>
  );
}
