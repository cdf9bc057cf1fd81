import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {ORG_CHART, managerIds, type Employee} from '@site/src/demo-data/tree-org-chart';

const getItemId = (person: Employee) => person.employeeId;
const getItemLabel = (person: Employee) => person.name;
const getItemChildren = (person: Employee) => person.reports;

export default function RichExpansionControlled() {
  const [expanded, setExpanded] = React.useState<string[]>(['e-100']);

  return (
    <Box sx={{height: 380, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={() => setExpanded(managerIds())}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Organisation chart"
          items={ORG_CHART}
          getItemId={getItemId}
          getItemLabel={getItemLabel}
          getItemChildren={getItemChildren}
          expandedItems={expanded}
          onExpandedItemsChange={(_event, ids) => setExpanded(ids)}
        />
      </Box>
    </Box>
  );
}
