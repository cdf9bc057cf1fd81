import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 100},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 130},
];

export default function AggregationScopeSwitch() {
  const [allRows, setAllRows] = React.useState(false);
  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={allRows} onChange={(event) => setAllRows(event.target.checked)} />}
        label="Include the rows the filter hides"
      />
      {/* The grid starts filtered on the South region. */}
      <Box sx={{height: 360}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationRowsScope={allRows ? 'all' : 'filtered'}
          initialState={{
            filter: {filterModel: {items: [{field: 'region', operator: 'equals', value: 'South'}]}},
            aggregation: {model: {quantity: 'sum', revenue: 'sum'}},
          }}
          density="compact"
        />
      </Box>
    </Box>
  );
}
