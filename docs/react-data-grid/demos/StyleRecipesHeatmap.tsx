import * as React from 'react';
import Box from '@mui/material/Box';
import {alpha} from '@mui/material/styles';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createQuotes, tickQuotes, type QuoteRow} from '@site/src/demo-data/market';

/** Five colour steps from a strong fall to a strong rise (percent bounds). */
const HEAT_STEPS_PERCENT = [-1, -0.25, 0.25, 1];

function heatClass(percent: number): string {
  const step = HEAT_STEPS_PERCENT.filter((bound) => percent > bound).length;
  return `heat-${step}`;
}

const rows = tickQuotes(createQuotes(5), 1, 5);

const columns: GridColDef<QuoteRow>[] = [
  {field: 'company', headerName: 'Company', flex: 1, minWidth: 170},
  {field: 'price', headerName: 'Price', type: 'number', width: 110},
  {
    field: 'percent',
    headerName: 'Change %',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => (row.change / (row.price - row.change)) * 100,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)} %`,
    cellClassName: ({value}) => heatClass(Number(value)),
  },
];

export default function StyleRecipesHeatmap() {
  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        '& .heat-0': {bgcolor: alpha(theme.palette.error.main, 0.5)},
        '& .heat-1': {bgcolor: alpha(theme.palette.error.main, 0.2)},
        '& .heat-3': {bgcolor: alpha(theme.palette.success.main, 0.2)},
        '& .heat-4': {bgcolor: alpha(theme.palette.success.main, 0.5)},
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        density="compact"
        initialState={{sorting: {sortModel: [{field: 'percent', sort: 'desc'}]}}}
      />
    </Box>
  );
}
