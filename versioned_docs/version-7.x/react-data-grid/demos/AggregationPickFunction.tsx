import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {DataGridPremium, type GridAggregationModel, type GridColDef} from '@mui/x-data-grid-premium';
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

export default function AggregationPickFunction() {
  const [model, setModel] = React.useState<GridAggregationModel>({revenue: 'max'});
  return (
    <Box sx={{width: '100%'}}>
      <TextField
        select
        size="small"
        label="Revenue"
        value={model.revenue ?? ''}
        onChange={(event) => setModel({...model, revenue: event.target.value})}
        sx={{mb: 1, minWidth: 160}}
      >
        {['sum', 'avg', 'min', 'max', 'size'].map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{height: 360}}>
        <DataGridPremium rows={rows} columns={columns} aggregationModel={model} onAggregationModelChange={setModel} density="compact" />
      </Box>
    </Box>
  );
}
