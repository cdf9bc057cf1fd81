import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(12, 21);

const columns: GridColDef<StaffRow>[] = [
  // This column stays first: it cannot be dragged, and others cannot be dropped before it.
  {field: 'id', headerName: 'ID (locked)', width: 110, disableReorder: true},
  {field: 'firstName', headerName: 'First name', width: 130},
  {field: 'lastName', headerName: 'Last name', width: 130},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'city', headerName: 'City', width: 120},
];

export default function ColumnOrderingDrag() {
  const [log, setLog] = React.useState('Drag a column header to move it.');
  return (
    <Box sx={{width: '100%'}}>
      <Box component="p" sx={{m: 0, mb: 1, fontSize: 14}} aria-live="polite">
        {log}
      </Box>
      <Box sx={{height: 340}}>
        <DataGridPro
          rows={rows}
          columns={columns}
          hideFooter
          onColumnOrderChange={(params) =>
            setLog(`Moved "${params.column.headerName}" from position ${params.oldIndex} to ${params.targetIndex}.`)
          }
        />
      </Box>
    </Box>
  );
}
