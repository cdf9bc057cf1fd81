import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGridPro, useGridApiRef, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

const HIGH_PAY = {id: 'high-pay', field: 'salary', operator: '>', value: 70000};

export default function FilteringApi() {
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1} sx={{width: '100%', height: 408}}>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.upsertFilterItem(HIGH_PAY)}>
          Salary above 70,000
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.deleteFilterItem(HIGH_PAY)}>
          Remove that filter
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.showFilterPanel('team')}>
          Open the panel on Team
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setFilterModel({items: []})}>
          Clear all
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} density="compact" hideFooter />
      </Box>
    </Stack>
  );
}
