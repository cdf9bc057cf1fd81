import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingExpandCollapseAll() {
  const apiRef = useGridApiRef();
  // Hides a column while it is a grouping criterion, and shows it again when it is ungrouped.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {rowGrouping: {model: ['region', 'category']}},
  });
  return (
    <Stack spacing={1} sx={{width: '100%', height: 422}}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.expandAllRows()}>
          Expand all
        </Button>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.collapseAllRows()}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} hideFooter />
      </Box>
    </Stack>
  );
}
