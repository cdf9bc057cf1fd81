import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, useGridApiRef, type GridColDef, type GridRowGroupingModel} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'quarter', headerName: 'Quarter', width: 90},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
];

export default function RowGroupingApiMethods() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>(['region']);
  const has = (field: string) => model.includes(field);
  const toggle = (field: string) =>
    has(field) ? apiRef.current?.removeRowGroupingCriteria(field) : apiRef.current?.addRowGroupingCriteria(field);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 408}}>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap', alignItems: 'center'}}>
        {['region', 'category', 'quarter'].map((field) => (
          <Button key={field} size="small" variant={has(field) ? 'contained' : 'outlined'} onClick={() => toggle(field)}>
            {field}
          </Button>
        ))}
        <Button
          size="small"
          disabled={model.length < 2}
          onClick={() => apiRef.current?.setRowGroupingCriteriaIndex(model[model.length - 1]!, 0)}
        >
          Move last level first
        </Button>
        <Typography variant="body2">Model: {JSON.stringify(model)}</Typography>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{rowGrouping: {model: ['region']}}}
          onRowGroupingModelChange={setModel}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
