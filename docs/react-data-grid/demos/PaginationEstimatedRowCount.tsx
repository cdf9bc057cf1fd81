import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridPaginationModel} from '@mui/x-data-grid';
import {fetchStaff, type StaffPage} from '@site/src/demo-data/staff-server';
import type {StaffRow} from '@site/src/demo-data/staff-directory';

const columns: GridColDef<StaffRow>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'city', headerName: 'City', width: 130},
];

export default function PaginationEstimatedRowCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 50});
  const [result, setResult] = React.useState<StaffPage | null>(null);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchStaff({filters: [], page: paginationModel.page, pageSize: paginationModel.pageSize}).then((page) => {
      if (!current) return;
      setResult(page);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  // The exact total is only known once the last page arrives (fewer rows than a full page).
  const isLastPage = result !== null && result.rows.length < paginationModel.pageSize;
  const rowCount = isLastPage ? paginationModel.page * paginationModel.pageSize + result.rows.length : -1;

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={result?.rows ?? []}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        // A guess for the footer ("of around 200") until the real count is known.
        estimatedRowCount={200}
        paginationMeta={{hasNextPage: !isLastPage}}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[50]}
        loading={loading}
        density="compact"
      />
    </Box>
  );
}
