import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

export default function RowGroupingExpansionDepth() {
  const [depth, setDepth] = React.useState(1);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 416}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={depth}
        onChange={(_event, value: number | null) => value !== null && setDepth(value)}
        aria-label="defaultGroupingExpansionDepth"
      >
        <ToggleButton value={0}>0: closed</ToggleButton>
        <ToggleButton value={1}>1: regions open</ToggleButton>
        <ToggleButton value={-1}>-1: everything open</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{flex: 1, minHeight: 0}}>
        {/* The depth applies to groups as they are created: remount to see each value from the start. */}
        <DataGridPremium
          key={depth}
          rows={rows}
          columns={columns}
          initialState={{rowGrouping: {model: ['region', 'category']}}}
          defaultGroupingExpansionDepth={depth}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
