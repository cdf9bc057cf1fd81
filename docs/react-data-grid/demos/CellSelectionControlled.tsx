import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridCellSelectionModel, type GridColDef} from '@mui/x-data-grid-premium';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  {field: 'rating', headerName: 'Review', type: 'number', width: 100},
];

// Select one whole column: every row id maps to {[field]: true}.
const wholeColumn = (field: string): GridCellSelectionModel => Object.fromEntries(rows.map((row) => [row.id, {[field]: true}]));

export default function CellSelectionControlled() {
  const [model, setModel] = React.useState<GridCellSelectionModel>(wholeColumn('salary'));
  const count = Object.values(model).reduce((sum, fields) => sum + Object.values(fields).filter(Boolean).length, 0);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 388}}>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={() => setModel(wholeColumn('salary'))}>
          All salaries
        </Button>
        <Button size="small" variant="outlined" onClick={() => setModel(wholeColumn('rating'))}>
          All reviews
        </Button>
        <Button size="small" onClick={() => setModel({})}>
          Clear
        </Button>
        <Typography variant="body2">{count} cells selected</Typography>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={model}
          onCellSelectionModelChange={setModel}
          disableRowSelectionOnClick
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
