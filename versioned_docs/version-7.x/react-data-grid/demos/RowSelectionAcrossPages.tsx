import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridPaginationModel, type GridRowSelectionModel} from '@mui/x-data-grid';
import {type StaffRow} from '@site/src/demo-data/staff-directory';
import {fetchStaff} from '@site/src/demo-data/staff-server';

const columns: GridColDef<StaffRow>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
];

export default function RowSelectionAcrossPages() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 10});
  const [rows, setRows] = React.useState<StaffRow[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchStaff({filters: [], page: paginationModel.page, pageSize: paginationModel.pageSize}).then((answer) => {
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
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 400}}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          paginationMode="server"
          rowCount={rowCount}
          loading={loading}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10]}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          // Rows of other pages are not loaded; without this they would drop out of the selection.
          keepNonExistentRowsSelected
          density="compact"
        />
      </Box>
      <Typography variant="body2" sx={{mt: 1}}>
        Selected ids: {selection.length ? selection.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
