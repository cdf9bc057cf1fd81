import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridCellSelectionModel, type GridColDef} from '@mui/x-data-grid-premium';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
];

export default function SelectionCellRange() {
  // Keyed by row id, then by field: the salary and rating of rows 2 and 3 start selected.
  const [model, setModel] = React.useState<GridCellSelectionModel>({
    2: {salary: true, rating: true},
    3: {salary: true, rating: true},
  });
  const count = Object.values(model).reduce((sum, fields) => sum + Object.values(fields).filter(Boolean).length, 0);
  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 340}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={model}
          onCellSelectionModelChange={setModel}
          disableRowSelectionOnClick
          density="compact"
        />
      </Box>
      <Typography variant="body2" sx={{mt: 1}}>
        {count} cells selected
      </Typography>
    </Box>
  );
}
