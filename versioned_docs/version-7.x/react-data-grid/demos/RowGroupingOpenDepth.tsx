import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
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

export default function RowGroupingOpenDepth() {
  const [depth, setDepth] = React.useState(1);
  return (
    <Box sx={{width: '100%'}}>
      <Typography id="row-grouping-depth-label" variant="body2">
        defaultGroupingExpansionDepth: {depth}
      </Typography>
      <Slider
        aria-labelledby="row-grouping-depth-label"
        value={depth}
        min={-1}
        max={2}
        step={1}
        marks
        onChange={(_, value) => setDepth(value as number)}
        sx={{maxWidth: 240}}
      />
      {/* The key remounts the grid: the depth only applies to groups the grid creates. */}
      <Box sx={{height: 340}}>
        <DataGridPremium
          key={depth}
          rows={rows}
          columns={columns}
          initialState={{rowGrouping: {model: ['region', 'category']}}}
          defaultGroupingExpansionDepth={depth}
          density="compact"
        />
      </Box>
    </Box>
  );
}
