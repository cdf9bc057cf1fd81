import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40);

const columns: GridColDef<OrderRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 110},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 130},
];

export default function AggregationDisabled() {
  const [disabled, setDisabled] = React.useState(true);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 414}}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableAggregation"
      />
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          disableAggregation={disabled}
          initialState={{aggregation: {model: {quantity: 'sum', revenue: 'sum'}}}}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
