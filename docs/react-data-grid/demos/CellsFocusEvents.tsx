import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridCellParams, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(15, 29);

const columns: GridColDef<StaffRow>[] = [
  {field: 'firstName', headerName: 'First name', width: 130},
  {field: 'lastName', headerName: 'Last name', width: 130},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'age', headerName: 'Age', type: 'number', width: 90},
];

export default function CellsFocusEvents() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Click a cell, or focus one and press a key.');

  const describe = (params: GridCellParams<StaffRow>) => `row ${params.id}, ${params.field} = ${String(params.formattedValue)}`;

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center'}}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            // Scroll the cell into view first, then move keyboard focus to it.
            apiRef.current?.scrollToIndexes({rowIndex: 9, colIndex: 2});
            apiRef.current?.setCellFocus(10, 'city');
          }}
        >
          Focus city of row 10
        </Button>
        <Box component="span" sx={{fontSize: 14}} aria-live="polite">
          {message}
        </Box>
      </Stack>
      <Box sx={{height: 340}}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          onCellClick={(params) => setMessage(`Clicked ${describe(params)}`)}
          onCellKeyDown={(params, event) => setMessage(`Key "${event.key}" on ${describe(params)}`)}
        />
      </Box>
    </Box>
  );
}
