import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGridPro, type DataGridProProps, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 111);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', width: 160},
  {field: 'team', headerName: 'Team', width: 140},
  {field: 'city', headerName: 'City', width: 140},
  {field: 'level', headerName: 'Level', width: 120},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 110},
  {field: 'startDate', headerName: 'Started', type: 'date', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

type Separator = NonNullable<DataGridProProps['pinnedColumnsSectionSeparator']>;

export default function ColumnPinningSeparator() {
  const [separator, setSeparator] = React.useState<Separator>('border-and-shadow');
  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={separator}
        onChange={(_event, value: Separator | null) => value && setSeparator(value)}
        sx={{mb: 1}}
        aria-label="Separator"
      >
        <ToggleButton value="border">border</ToggleButton>
        <ToggleButton value="shadow">shadow</ToggleButton>
        <ToggleButton value="border-and-shadow">border-and-shadow</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 340}}>
        {/* Scroll sideways: the shadow shows once columns pass under a pinned section. */}
        <DataGridPro
          rows={rows}
          columns={columns}
          hideFooter
          pinnedColumnsSectionSeparator={separator}
          initialState={{pinnedColumns: {left: ['name'], right: ['salary']}}}
        />
      </Box>
    </Box>
  );
}
