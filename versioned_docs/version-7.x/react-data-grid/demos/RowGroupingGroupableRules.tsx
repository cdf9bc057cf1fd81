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
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

// Amounts are never grouping criteria: their column menu has no "Group by" entry.
const lockedColumns = columns.map((column) => (column.type === 'number' ? {...column, groupable: false} : column));

export default function RowGroupingGroupableRules() {
  const [disabled, setDisabled] = React.useState(false);
  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableRowGrouping"
      />
      <Box sx={{height: 360}}>
        <DataGridPremium
          rows={rows}
          columns={lockedColumns}
          disableRowGrouping={disabled}
          initialState={{rowGrouping: {model: ['region']}}}
          density="compact"
        />
      </Box>
    </Box>
  );
}
