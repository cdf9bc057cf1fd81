import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGridPremium, type GridColDef, type GridRowGroupingModel} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

export default function RowGroupingColumnMode() {
  const [mode, setMode] = React.useState<'single' | 'multiple'>('single');
  const [model, setModel] = React.useState<GridRowGroupingModel>(['region', 'category']);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 456}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_event, value: 'single' | 'multiple' | null) => value && setMode(value)}
          aria-label="Grouping column mode"
        >
          <ToggleButton value="single">One grouping column</ToggleButton>
          <ToggleButton value="multiple">One per criterion</ToggleButton>
        </ToggleButtonGroup>
        <span>Model: {JSON.stringify(model)}</span>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          rowGroupingColumnMode={mode}
          defaultGroupingExpansionDepth={1}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
