import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

export default function RowGroupingHideDescendantCount() {
  const [hideCount, setHideCount] = React.useState(true);
  const groupingColDef = React.useMemo(() => ({headerName: 'Group', width: 200, hideDescendantCount: hideCount}), [hideCount]);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 412}}>
      <FormControlLabel
        control={<Switch checked={hideCount} onChange={(event) => setHideCount(event.target.checked)} />}
        label="hideDescendantCount"
      />
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          initialState={{rowGrouping: {model: ['region', 'category']}}}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={1}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
