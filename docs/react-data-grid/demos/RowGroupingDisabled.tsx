import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingDisabled() {
  const [disabled, setDisabled] = React.useState(true);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 414}}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableRowGrouping"
      />
      <Box sx={{flex: 1, minHeight: 0}}>
        {/* While disabled, the model is ignored and the column menus have no "Group by" item. */}
        <DataGridPremium
          rows={rows}
          columns={columns}
          disableRowGrouping={disabled}
          initialState={{rowGrouping: {model: ['region']}}}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
