import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {DataGridPremium, useGridApiRef, type GridColDef, type GridPivotModel} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(24);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'quarter', headerName: 'Quarter', width: 100},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 120},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

const pivotModel: GridPivotModel = {
  rows: [{field: 'region'}],
  columns: [{field: 'quarter', sort: 'asc'}],
  values: [{field: 'revenue', aggFunc: 'sum'}],
};

type View = 'rows' | 'grouped' | 'pivoted';

const CAPTIONS: Record<View, string> = {
  rows: 'Step 1: one row per order. Nothing is summarised yet.',
  grouped: 'Step 2: rows grouped by region, revenue summed per group. Quarters are still mixed inside each group.',
  pivoted: 'Step 3: the quarters become columns. Each cell is the revenue of one region in one quarter.',
};

export default function PivotingExplainedThreeViews() {
  const apiRef = useGridApiRef();
  const [view, setView] = React.useState<View>('rows');

  const show = (next: View) => {
    const api = apiRef.current;
    if (!api) return;
    setView(next);
    // The same grid, driven through its API: only the models change, the rows stay the same.
    api.setPivotActive(next === 'pivoted');
    api.setRowGroupingModel(next === 'grouped' ? ['region'] : []);
    api.setAggregationModel(next === 'grouped' ? {revenue: 'sum'} : {});
  };

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: View | null) => next && show(next)}
        aria-label="View of the orders"
      >
        <ToggleButton value="rows">1. Orders</ToggleButton>
        <ToggleButton value="grouped">2. Grouped</ToggleButton>
        <ToggleButton value="pivoted">3. Pivoted</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{minHeight: 40}}>
        {CAPTIONS[view]}
      </Typography>
      <Box sx={{height: 360}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{pivoting: {model: pivotModel, enabled: false}}}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
