import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {DataGridPro, GridActionsCellItem, type GridColDef, type GridPinnedColumnFields} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(20, 24);

const columns: GridColDef<StaffRow>[] = [
  {field: 'lastName', headerName: 'Last name', width: 140},
  {field: 'firstName', headerName: 'First name', width: 130},
  {field: 'email', headerName: 'Email', width: 240},
  {field: 'role', headerName: 'Role', width: 200},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'country', headerName: 'Country', width: 130},
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 100,
    getActions: () => [
      <GridActionsCellItem key="edit" icon={<EditOutlined />} label="Edit" />,
      <GridActionsCellItem key="delete" icon={<DeleteOutline />} label="Delete" />,
    ],
  },
];

export default function ColumnPinningControlled() {
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({right: ['actions']});
  const namePinned = pinned.left?.includes('lastName') ?? false;

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center'}}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPinned((previous) => ({...previous, left: namePinned ? [] : ['lastName']}))}
        >
          {namePinned ? 'Unpin last name' : 'Pin last name left'}
        </Button>
        <Box component="code" sx={{fontSize: 13}}>
          {JSON.stringify(pinned)}
        </Box>
      </Stack>
      <Box sx={{height: 340}}>
        <DataGridPro rows={rows} columns={columns} hideFooter pinnedColumns={pinned} onPinnedColumnsChange={setPinned} />
      </Box>
    </Box>
  );
}
