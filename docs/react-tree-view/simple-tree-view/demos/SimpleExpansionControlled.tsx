import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

const REGIONS = ['europe', 'asia', 'americas'];

export default function SimpleExpansionControlled() {
  const [expanded, setExpanded] = React.useState<string[]>(['asia']);
  const allOpen = expanded.length === REGIONS.length;

  return (
    <Box sx={{height: 330, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={() => setExpanded(allOpen ? [] : REGIONS)}>
          {allOpen ? 'Collapse all' : 'Expand all'}
        </Button>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView aria-label="Offices" expandedItems={expanded} onExpandedItemsChange={(_event, ids) => setExpanded(ids)}>
          <TreeItem itemId="europe" label="Europe">
            <TreeItem itemId="europe/lisbon" label="Lisbon" />
            <TreeItem itemId="europe/oslo" label="Oslo" />
          </TreeItem>
          <TreeItem itemId="asia" label="Asia">
            <TreeItem itemId="asia/seoul" label="Seoul" />
            <TreeItem itemId="asia/hanoi" label="Hanoi" />
          </TreeItem>
          <TreeItem itemId="americas" label="Americas">
            <TreeItem itemId="americas/lima" label="Lima" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
