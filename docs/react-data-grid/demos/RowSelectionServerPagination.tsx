import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridPaginationModel, type GridRowSelectionModel} from '@mui/x-data-grid';
import {fetchStaff, type StaffPage} from '@site/src/demo-data/staff-server';
import type {StaffRow} from '@site/src/demo-data/staff-directory';

const columns: GridColDef<StaffRow>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
];

export default function RowSelectionServerPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 10});
  const [result, setResult] = React.useState<StaffPage | null>(null);
  const [loading, setLoading] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set()});

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchStaff({filters: [], ...paginationModel}).then((page) => {
      if (!current) return;
      setResult(page);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  const rowCountRef = React.useRef(0);
  if (result) rowCountRef.current = result.total;

  return (
    <Stack spacing={1} sx={{width: '100%', height: 452}}>
      <Typography variant="body2" noWrap>
        Selected across pages: {[...selection.ids].sort((a, b) => Number(a) - Number(b)).join(', ') || 'none'}
      </Typography>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid
          rows={result?.rows ?? []}
          columns={columns}
          paginationMode="server"
          rowCount={rowCountRef.current}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10]}
          loading={loading}
          checkboxSelection
          // Rows of other pages are not in `rows`: keep them selected anyway.
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          density="compact"
        />
      </Box>
    </Stack>
  );
}
