import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';
import {FILE_SYSTEM} from '@site/src/demo-data/tree-file-system';

export default function RichItemsApiParent() {
  const apiRef = useTreeViewApiRef();
  const [trail, setTrail] = React.useState<string[]>([]);

  const showTrail = (itemId: string | null) => {
    const labels: string[] = [];
    // Walk up with getParentId until the root (which has no parent: null).
    for (let id = itemId; id; id = apiRef.current?.getParentId(id) ?? null) {
      labels.unshift(apiRef.current?.getItem(id).label);
    }
    setTrail(labels);
  };

  return (
    <Box sx={{height: 300, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Breadcrumbs sx={{mb: 1, minHeight: 24}}>
        {trail.length ? (
          trail.map((label) => (
            <Typography key={label} variant="body2">
              {label}
            </Typography>
          ))
        ) : (
          <Typography variant="body2">Select a file</Typography>
        )}
      </Breadcrumbs>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Project files"
          apiRef={apiRef}
          items={FILE_SYSTEM}
          defaultExpandedItems={['src', 'src/components']}
          onSelectedItemsChange={(_event, itemId) => showTrail(itemId)}
        />
      </Box>
    </Box>
  );
}
