import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridPaginationModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(87);

const columns: GridColDef<StaffRow>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

export default function PaginationControlled() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 1, pageSize: 10});

  return (
    <Box sx={{width: '100%', height: 432, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10, 25, {value: 100, label: 'All'}]}
          density="compact"
        />
      </Box>
      <Typography variant="body2" sx={{mt: 1}} data-testid="pagination-model">
        Page {paginationModel.page + 1} (index {paginationModel.page}), {paginationModel.pageSize} rows per page
      </Typography>
    </Box>
  );
}
