import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {DataGridPro, GridLogicOperator, type GridColDef, type GridFilterModel} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'level', headerName: 'Level', width: 110},
  {field: 'rating', headerName: 'Review', type: 'number', width: 100},
];

export default function MultiFiltersLogicToggle() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    logicOperator: GridLogicOperator.Or,
    items: [
      {id: 'city', field: 'city', operator: 'equals', value: 'Lisbon'},
      {id: 'rating', field: 'rating', operator: '=', value: 5},
    ],
  });

  return (
    <Box sx={{width: '100%', height: 388, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 1, mb: 1}}>
        <Typography variant="body2">Rows must match</Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filterModel.logicOperator}
          onChange={(_event, logicOperator: GridLogicOperator | null) => {
            if (logicOperator) setFilterModel((model) => ({...model, logicOperator}));
          }}
          aria-label="Logic operator"
        >
          <ToggleButton value={GridLogicOperator.And}>all filters (and)</ToggleButton>
          <ToggleButton value={GridLogicOperator.Or}>any filter (or)</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPro rows={rows} columns={columns} filterModel={filterModel} onFilterModelChange={setFilterModel} density="compact" />
      </Box>
    </Box>
  );
}
