import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridPaginationModel} from '@mui/x-data-grid';
import {type StaffRow} from '@site/src/demo-data/staff-directory';
import {fetchStaff} from '@site/src/demo-data/staff-server';

const columns: GridColDef<StaffRow>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

export default function PaginationServerPages() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 10});
  const [rows, setRows] = React.useState<StaffRow[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchStaff({filters: [], page: paginationModel.page, pageSize: paginationModel.pageSize}).then((answer) => {
      // A slower answer for a page the reader already left is dropped.
      if (!current) return;
      setRows(answer.rows);
      setRowCount(answer.total);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        // The count stays at its last value while a page loads, so the footer does not jump.
        rowCount={rowCount}
        loading={loading}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25]}
        density="compact"
      />
    </Box>
  );
}
