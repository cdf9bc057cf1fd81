import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGridPremium, useGridApiRef, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40);

// No column can be grouped from its menu...
const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110, groupable: false},
  {field: 'quarter', headerName: 'Quarter', width: 90, groupable: false},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130, groupable: false},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110, groupable: false},
];

export default function RowGroupingProgrammaticNonGroupable() {
  const apiRef = useGridApiRef();
  // ...but the code still can: initialState, the rowGroupingModel prop or the API.
  return (
    <Stack spacing={1} sx={{width: '100%', height: 406}}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setRowGroupingModel(['region'])}>
          Group by region
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setRowGroupingModel(['quarter'])}>
          Group by quarter
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setRowGroupingModel([])}>
          Ungroup
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} initialState={{rowGrouping: {model: ['region']}}} hideFooter />
      </Box>
    </Stack>
  );
}
