import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef, type GridColumnVisibilityModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(15, 8);

const columns: GridColDef<StaffRow>[] = [
  {field: 'lastName', headerName: 'Last name', width: 130},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  {field: 'bonus', headerName: 'Bonus', type: 'number', width: 110},
  {field: 'startDate', headerName: 'Started', type: 'date', width: 130},
];

const PAY_FIELDS = ['salary', 'bonus'] as const;

export default function ColumnVisibilityControlled() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({bonus: false});
  // A field missing from the model is visible.
  const payShown = PAY_FIELDS.every((field) => model[field] !== false);

  const togglePay = (shown: boolean) => setModel((previous) => ({...previous, salary: shown, bonus: shown}));

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center'}}>
        <FormControlLabel
          control={<Switch checked={payShown} onChange={(event) => togglePay(event.target.checked)} />}
          label="Show pay columns"
        />
        <Box component="code" sx={{fontSize: 13}}>
          {JSON.stringify(model)}
        </Box>
      </Stack>
      <Box sx={{height: 320}}>
        <DataGrid rows={rows} columns={columns} hideFooter columnVisibilityModel={model} onColumnVisibilityModelChange={setModel} />
      </Box>
    </Box>
  );
}
