import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridSortModel} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 170},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'level', headerName: 'Level', width: 110},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function SortingMultiAlways() {
  const [mode, setMode] = React.useState<'withModifierKey' | 'always'>('always');
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 368}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_e, value) => value && setMode(value)}
          aria-label="multipleColumnsSortingMode"
        >
          <ToggleButton value="withModifierKey">withModifierKey</ToggleButton>
          <ToggleButton value="always">always</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" noWrap>
          {sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'Click a few headers'}
        </Typography>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPro
          rows={rows}
          columns={columns}
          multipleColumnsSortingMode={mode}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
