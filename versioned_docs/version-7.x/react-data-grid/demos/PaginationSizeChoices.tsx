import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridPaginationModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(45);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function PaginationSizeChoices() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 5});
  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 360}}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          // -1 puts every row on one page; the object form gives it a label.
          pageSizeOptions={[5, 10, {value: -1, label: 'All'}]}
          density="compact"
        />
      </Box>
      <Typography variant="body2" sx={{mt: 1}}>
        page {paginationModel.page}, pageSize {paginationModel.pageSize}
      </Typography>
    </Box>
  );
}
