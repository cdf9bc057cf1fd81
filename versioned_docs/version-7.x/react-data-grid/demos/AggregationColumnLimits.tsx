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

// Quantities cannot be aggregated at all; unit prices only offer a minimum and a maximum.
const limitedColumns = columns.map((column) => {
  if (column.field === 'quantity') return {...column, aggregable: false};
  if (column.field === 'unitPrice') return {...column, availableAggregationFunctions: ['min', 'max']};
  return column;
});

export default function AggregationColumnLimits() {
  const [disabled, setDisabled] = React.useState(false);
  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableAggregation"
      />
      <Box sx={{height: 360}}>
        <DataGridPremium
          rows={rows}
          columns={limitedColumns}
          disableAggregation={disabled}
          initialState={{aggregation: {model: {unitPrice: 'max', revenue: 'sum'}}}}
          density="compact"
        />
      </Box>
    </Box>
  );
}
