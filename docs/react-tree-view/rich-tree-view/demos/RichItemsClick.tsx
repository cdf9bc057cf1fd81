import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {FILE_SYSTEM, findFile} from '@site/src/demo-data/tree-file-system';

export default function RichItemsClick() {
  const [opened, setOpened] = React.useState<string>('Click a file to open it.');

  return (
    <Box sx={{height: 300, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {opened}
      </Typography>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Project files"
          items={FILE_SYSTEM}
          defaultExpandedItems={['docs']}
          onItemClick={(_event, itemId) => {
            const node = findFile(FILE_SYSTEM, itemId);
            if (node && node.kind !== 'folder') setOpened(`Opening ${node.label} (${node.sizeKb} KB)`);
          }}
        />
      </Box>
    </Box>
  );
}
