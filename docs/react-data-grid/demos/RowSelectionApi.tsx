import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPro, useGridApiRef, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'level', headerName: 'Level', width: 110},
];

export default function RowSelectionApi() {
  const apiRef = useGridApiRef();
  const [names, setNames] = React.useState('');
  const leads = rows.filter((row) => row.level === 'Lead').map((row) => row.id);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 428}}>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.selectRows(leads, true)}>
          Select the leads
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.selectRow(1, !apiRef.current.isRowSelected(1))}>
          Toggle row 1
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setRowSelectionModel({type: 'include', ids: new Set()})}>
          Clear
        </Button>
        <Button
          size="small"
          onClick={() => setNames([...(apiRef.current?.getSelectedRows().values() ?? [])].map((row) => row.name).join(', '))}
        >
          Read selection
        </Button>
      </Stack>
      <Typography variant="body2" noWrap>
        {names || 'Read selection lists the selected names here.'}
      </Typography>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} checkboxSelection density="compact" hideFooter />
      </Box>
    </Stack>
  );
}
