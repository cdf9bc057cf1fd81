import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createWideRows, wideColumnFields, type WideRow} from '@site/src/demo-data/wide-table';

const COLUMN_COUNT = 12;
const rows = createWideRows(15, COLUMN_COUNT, 63);

// Twelve hourly readings: searching "0" or "1" in the panel matches some of them.
const columns: GridColDef<WideRow>[] = [
  {field: 'station', headerName: 'Station', width: 120},
  ...wideColumnFields(COLUMN_COUNT).map((field, index) => ({
    field,
    headerName: `${String(index + 8).padStart(2, '0')}:00`,
    type: 'number' as const,
    width: 80,
  })),
];

type Mode = 'all' | 'filteredOnly';

export default function ColumnVisibilitySearchToggle() {
  const [mode, setMode] = React.useState<Mode>('filteredOnly');
  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: Mode | null) => value && setMode(value)}
        sx={{mb: 1}}
        aria-label="toggleAllMode"
      >
        <ToggleButton value="all">all</ToggleButton>
        <ToggleButton value="filteredOnly">filteredOnly</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 340}}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          // Search "1" in the Columns panel, then use "Show/Hide all": it acts on every column
          // ('all') or only on the columns the search found ('filteredOnly').
          slotProps={{columnsManagement: {toggleAllMode: mode}}}
        />
      </Box>
    </Box>
  );
}
