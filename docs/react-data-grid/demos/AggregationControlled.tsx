import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {DataGridPremium, type GridAggregationModel, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40);

const columns: GridColDef<OrderRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 110},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 130},
];

const CHOICES = ['none', 'sum', 'avg', 'min', 'max', 'size'];

export default function AggregationControlled() {
  const [model, setModel] = React.useState<GridAggregationModel>({quantity: 'sum', revenue: 'max'});
  const choose = (field: string) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const {[field]: _previous, ...others} = model;
    setModel(event.target.value === 'none' ? others : {...others, [field]: event.target.value});
  };
  return (
    <Stack spacing={1.5} sx={{width: '100%', height: 420}}>
      <Stack direction="row" spacing={2}>
        {['quantity', 'revenue'].map((field) => (
          <TextField
            key={field}
            select
            size="small"
            label={field}
            value={model[field] ?? 'none'}
            onChange={choose(field)}
            sx={{width: 140}}
          >
            {CHOICES.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      {/* The column menus write to the same model through onAggregationModelChange. */}
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium rows={rows} columns={columns} aggregationModel={model} onAggregationModelChange={setModel} hideFooter />
      </Box>
    </Stack>
  );
}
