import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridCellSelectionModel, type GridColDef} from '@mui/x-data-grid-premium';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(25);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
  {field: 'rating', headerName: 'Review', type: 'number', width: 100},
];

export default function CellSelectionSummary() {
  const [cellSelection, setCellSelection] = React.useState<GridCellSelectionModel>({
    1: {salary: true},
    2: {salary: true},
    3: {salary: true},
  });

  // Sum the numeric cells of the selection, like a spreadsheet's status bar.
  const summary = React.useMemo(() => {
    let count = 0;
    let total = 0;
    for (const [id, fields] of Object.entries(cellSelection)) {
      const row = rows.find((candidate) => String(candidate.id) === id);
      for (const [field, selected] of Object.entries(fields)) {
        if (!selected || !row) continue;
        count += 1;
        const value = row[field as keyof StaffRow];
        if (typeof value === 'number') total += value;
      }
    }
    return {count, total};
  }, [cellSelection]);

  return (
    <Box sx={{width: '100%', height: 348, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={cellSelection}
          onCellSelectionModelChange={setCellSelection}
          disableRowSelectionOnClick
          density="compact"
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{mt: 1}} data-testid="cell-summary">
        {summary.count} cell(s) selected, sum of numbers: {summary.total.toLocaleString('en-US')}
      </Typography>
    </Box>
  );
}
