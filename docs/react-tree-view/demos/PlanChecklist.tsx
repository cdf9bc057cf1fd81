import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {PROJECT_ITEMS, collectIds} from '@site/src/demo-data/projects';

const ALL_IDS = collectIds(PROJECT_ITEMS);

export default function PlanChecklist() {
  const [done, setDone] = React.useState<string[]>(['interviews']);

  return (
    <Box sx={{maxWidth: 400}}>
      <Typography variant="body2" data-testid="plan-progress">
        {done.length} of {ALL_IDS.length} steps done
      </Typography>
      <RichTreeView
        items={PROJECT_ITEMS}
        multiSelect
        checkboxSelection
        selectedItems={done}
        onSelectedItemsChange={(_event, ids) => setDone(ids)}
        defaultExpandedItems={['research', 'design']}
      />
    </Box>
  );
}
