import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGridPremium, GridSidebarValue, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'quarter', headerName: 'Quarter', width: 90},
  {field: 'category', headerName: 'Category', width: 110},
  // Order numbers and unit prices make no sense in a pivot: keep them out of the panel.
  {field: 'id', headerName: 'Order', type: 'number', width: 80, pivotable: false},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 100, pivotable: false},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function PivotingDisabled() {
  const [disabled, setDisabled] = React.useState(false);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 462}}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disablePivoting"
      />
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          disablePivoting={disabled}
          showToolbar
          initialState={{sidebar: {open: true, value: GridSidebarValue.Pivot}}}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
