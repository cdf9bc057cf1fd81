import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {FILE_SYSTEM} from '@site/src/demo-data/tree-file-system';

export default function ItemCustomIndentation() {
  const [indent, setIndent] = React.useState(24);

  return (
    <Box sx={{height: 340, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Typography variant="body2">itemChildrenIndentation: {indent}px</Typography>
      <Slider
        size="small"
        min={0}
        max={48}
        step={4}
        value={indent}
        onChange={(_event, value) => setIndent(value as number)}
        aria-label="Indentation"
      />
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Project files"
          items={FILE_SYSTEM}
          itemChildrenIndentation={indent}
          defaultExpandedItems={['src', 'src/components']}
        />
      </Box>
    </Box>
  );
}
