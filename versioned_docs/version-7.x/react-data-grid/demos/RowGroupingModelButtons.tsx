import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGridPremium, type GridColDef, type GridRowGroupingModel} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingModelButtons() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['category']);
  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup size="small" value={model} onChange={(_, value: string[]) => setModel(value)} sx={{mb: 1}}>
        <ToggleButton value="region">Region</ToggleButton>
        <ToggleButton value="category">Category</ToggleButton>
        <ToggleButton value="product">Product</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 360}}>
        <DataGridPremium rows={rows} columns={columns} rowGroupingModel={model} onRowGroupingModelChange={setModel} density="compact" />
      </Box>
    </Box>
  );
}
