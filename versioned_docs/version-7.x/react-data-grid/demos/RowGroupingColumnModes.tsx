import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingColumnModes() {
  const [mode, setMode] = React.useState<'single' | 'multiple'>('single');
  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_, value) => value && setMode(value)} sx={{mb: 1}}>
        <ToggleButton value="single">single</ToggleButton>
        <ToggleButton value="multiple">multiple</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 360}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingColumnMode={mode}
          initialState={{rowGrouping: {model: ['region', 'category']}}}
          defaultGroupingExpansionDepth={1}
          density="compact"
        />
      </Box>
    </Box>
  );
}
