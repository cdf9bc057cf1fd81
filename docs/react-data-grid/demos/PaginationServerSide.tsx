import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridPaginationModel} from '@mui/x-data-grid';
import {fetchStaff, type StaffPage} from '@site/src/demo-data/staff-server';
import type {StaffRow} from '@site/src/demo-data/staff-directory';

const columns: GridColDef<StaffRow>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'level', headerName: 'Level', width: 110},
];

export default function PaginationServerSide() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 10});
  const [result, setResult] = React.useState<StaffPage | null>(null);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchStaff({filters: [], page: paginationModel.page, pageSize: paginationModel.pageSize})
      .then((page) => {
        if (current) setResult(page);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  // Keep the last known total while the next page loads, so the footer does not jump to 0.
  const rowCountRef = React.useRef(0);
  if (result) rowCountRef.current = result.total;

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={result?.rows ?? []}
        columns={columns}
        paginationMode="server"
        rowCount={rowCountRef.current}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 20, 50]}
        loading={loading}
        density="compact"
      />
    </Box>
  );
}
