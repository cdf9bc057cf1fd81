import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, GridOverlay, useGridApiContext, type GridColDef, type GridPivotModel} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60, 71);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'quarter', headerName: 'Quarter', width: 100},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 120},
];

const EMPTY_MODEL: GridPivotModel = {rows: [], columns: [], values: []};
const STARTER_MODEL: GridPivotModel = {
  rows: [{field: 'region'}],
  columns: [{field: 'quarter'}],
  values: [{field: 'revenue', aggFunc: 'sum'}],
};

/** Shown while pivot mode is on but the model has nothing to lay out yet. */
function StartPivoting() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{alignItems: 'center', px: 2, textAlign: 'center'}}>
        <Typography variant="body2">Pick what goes down the side, across the top and into the cells.</Typography>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setPivotModel(STARTER_MODEL)}>
          Revenue by region and quarter
        </Button>
      </Stack>
    </GridOverlay>
  );
}

export default function OverlaysEmptyPivot() {
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>(EMPTY_MODEL);
  return (
    <Box sx={{width: '100%'}}>
      <Button size="small" sx={{mb: 1}} onClick={() => setPivotModel(EMPTY_MODEL)}>
        Empty the pivot model
      </Button>
      <Box sx={{height: 340}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          pivotActive
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          hideFooter
          slots={{emptyPivotOverlay: StartPivoting}}
        />
      </Box>
    </Box>
  );
}
