import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {ORG_CHART, managerIds, type Employee} from '@site/src/demo-data/tree-org-chart';

const getItemId = (person: Employee) => person.employeeId;
const getItemLabel = (person: Employee) => (person.onLeave ? `${person.name} (on leave)` : person.name);
const getItemChildren = (person: Employee) => person.reports;
const isItemDisabled = (person: Employee) => Boolean(person.onLeave);

export default function RichItemsDisabledFocusable() {
  const [focusable, setFocusable] = React.useState(true);

  return (
    <Box sx={{height: 330, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Organisation chart"
          items={ORG_CHART}
          getItemId={getItemId}
          getItemLabel={getItemLabel}
          getItemChildren={getItemChildren}
          isItemDisabled={isItemDisabled}
          disabledItemsFocusable={focusable}
          defaultExpandedItems={managerIds()}
        />
      </Box>
    </Box>
  );
}
