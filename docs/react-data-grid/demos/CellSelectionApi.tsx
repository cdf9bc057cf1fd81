import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGridPremium, useGridApiRef, type GridColDef} from '@mui/x-data-grid-premium';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(25);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  {field: 'rating', headerName: 'Review', type: 'number', width: 100},
];

export default function CellSelectionApi() {
  const apiRef = useGridApiRef();
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{width: '100%', height: 388, display: 'flex', flexDirection: 'column'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectCellRange({id: 1, field: 'team'}, {id: 4, field: 'salary'})}
        >
          Select rows 1–4, team to salary
        </Button>
        <Button
          size="small"
          onClick={() => {
            const cells = apiRef.current?.getSelectedCellsAsArray() ?? [];
            setCopied(cells.map((cell) => `${cell.id}:${cell.field}`).join(' '));
          }}
        >
          List selected cells
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          density="compact"
          hideFooter
        />
      </Box>
      <Box component="code" sx={{display: 'block', mt: 1, minHeight: 24, fontSize: 13}} data-testid="selected-cells">
        {copied || 'Nothing listed yet.'}
      </Box>
    </Box>
  );
}
