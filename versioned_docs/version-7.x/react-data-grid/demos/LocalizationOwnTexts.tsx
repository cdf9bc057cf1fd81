import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, GridToolbar, type GridColDef, type GridLocaleText} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const allRows = createStaffRows(20);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

// Only the keys given here change; every other text keeps its English default.
const localeText: Partial<GridLocaleText> = {
  noRowsLabel: 'Nobody on the team list yet',
  toolbarColumns: 'Fields',
  toolbarDensity: 'Row height',
  footerRowSelected: (count) => (count === 1 ? 'One colleague picked' : `${count.toLocaleString()} colleagues picked`),
};

export default function LocalizationOwnTexts() {
  const [empty, setEmpty] = React.useState(false);
  return (
    <Box sx={{width: '100%'}}>
      <Button size="small" variant="outlined" onClick={() => setEmpty(!empty)} sx={{mb: 1}}>
        {empty ? 'Show the rows' : 'Remove the rows'}
      </Button>
      <Box sx={{height: 360}}>
        <DataGrid
          rows={empty ? [] : allRows}
          columns={columns}
          localeText={localeText}
          slots={{toolbar: GridToolbar}}
          checkboxSelection
          density="compact"
        />
      </Box>
    </Box>
  );
}
