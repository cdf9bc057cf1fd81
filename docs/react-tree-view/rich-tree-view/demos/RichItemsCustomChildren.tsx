import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {ORG_CHART, type Employee} from '@site/src/demo-data/tree-org-chart';

// The org chart has its own field names: map them to what the tree needs.
const getItemId = (person: Employee) => person.employeeId;
const getItemLabel = (person: Employee) => `${person.name} (${person.role})`;
const getItemChildren = (person: Employee) => person.reports;

export default function RichItemsCustomChildren() {
  return (
    <Box sx={{height: 300, maxWidth: 480, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Organisation chart"
        items={ORG_CHART}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        defaultExpandedItems={['e-100', 'e-110']}
      />
    </Box>
  );
}
