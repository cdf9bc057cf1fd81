import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {FILE_SYSTEM} from '@site/src/demo-data/tree-file-system';

export default function RichExpansionTrackChange() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Box sx={{height: 340, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Project files"
          items={FILE_SYSTEM}
          onItemExpansionToggle={(_event, itemId, isExpanded) =>
            setLog((previous) => [`${itemId}: ${isExpanded ? 'opened' : 'closed'}`, ...previous].slice(0, 3))
          }
        />
      </Box>
      <Typography variant="caption" component="div" sx={{minHeight: 60}}>
        {log.length ? log.map((line, index) => <div key={index}>{line}</div>) : 'Open or close a folder.'}
      </Typography>
    </Box>
  );
}
