import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {ORG_CHART, managerIds, type Employee} from '@site/src/demo-data/tree-org-chart';

const getItemId = (person: Employee) => person.employeeId;
const getItemLabel = (person: Employee) => person.name;
const getItemChildren = (person: Employee) => person.reports;

export default function RichEditingBasic() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      {/* Double-click a name, or focus it and press Enter, to rename it. */}
      <RichTreeView
        aria-label="Organisation chart"
        items={ORG_CHART}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        defaultExpandedItems={managerIds().slice(0, 2)}
        isItemEditable
      />
    </Box>
  );
}
