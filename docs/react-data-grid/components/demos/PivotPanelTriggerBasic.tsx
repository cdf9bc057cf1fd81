import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {DataGridPremium, Toolbar, PivotPanelTrigger, type GridColDef, type GridPivotModel} from '@mui/x-data-grid-premium';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(60, 59);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120},
];

const pivotModel: GridPivotModel = {
  rows: [{field: 'category'}],
  columns: [],
  values: [
    {field: 'inStock', aggFunc: 'sum'},
    {field: 'unitPrice', aggFunc: 'avg'},
  ],
};

/** The button's look follows both parts of the trigger state: panel `open` and pivot `active`. */
function PivotToolbar() {
  return (
    <Toolbar>
      <Typography variant="body2" sx={{flex: 1}}>
        Stock by category
      </Typography>
      <PivotPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" variant={state.open ? 'contained' : 'outlined'} color={state.active ? 'primary' : 'inherit'}>
            {state.open ? 'Hide pivot panel' : 'Pivot…'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function PivotPanelTriggerBasic() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{toolbar: PivotToolbar}}
        showToolbar
        initialState={{pivoting: {model: pivotModel, enabled: false}}}
      />
    </Box>
  );
}
