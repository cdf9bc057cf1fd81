import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {DataGrid, GridLogicOperator, type GridColDef, type GridFilterModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

export default function QuickFilterLogicOperator() {
  // Two words in the search box: "lisbon design".
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['lisbon', 'design'],
    quickFilterLogicOperator: GridLogicOperator.And,
  });
  const logic = filterModel.quickFilterLogicOperator ?? GridLogicOperator.And;
  return (
    <Stack spacing={1} sx={{width: '100%', height: 406}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={logic}
          onChange={(_event, value: GridLogicOperator | null) =>
            value && setFilterModel((model) => ({...model, quickFilterLogicOperator: value}))
          }
          aria-label="quickFilterLogicOperator"
        >
          <ToggleButton value={GridLogicOperator.And}>and: every word</ToggleButton>
          <ToggleButton value={GridLogicOperator.Or}>or: any word</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2">Search: lisbon design</Typography>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          density="compact"
        />
      </Box>
    </Stack>
  );
}
