import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGridPremium, GridSidebarValue, type GridColDef, type GridPivotModel, type GridSlotProps} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(120);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'quarter', headerName: 'Quarter', width: 90},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', width: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

// The pivot panel's section buttons are named "Rows", "Columns" and "Values" but show a field count
// beside the word, so their visible text is not part of their name (MUI X 8.15, axe rule
// label-content-name-mismatch). A dot badge keeps text and name equal; the fields are listed below.
function DotBadge({material, ...props}: GridSlotProps['baseBadge']) {
  return <Badge {...props} {...material} variant="dot" color="primary" />;
}

export default function PivotingWithPanel() {
  const [pivotActive, setPivotActive] = React.useState(false);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{field: 'category'}],
    columns: [{field: 'region', sort: 'asc'}],
    values: [{field: 'quantity', aggFunc: 'sum'}],
  });
  return (
    <Box sx={{width: '100%', height: 518, display: 'flex', flexDirection: 'column'}}>
      <FormControlLabel
        control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
        label={pivotActive ? 'Pivot on' : 'Pivot off (original rows)'}
      />
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          slots={{baseBadge: DotBadge}}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          initialState={{sidebar: {open: true, value: GridSidebarValue.Pivot}}}
          hideFooter
        />
      </Box>
    </Box>
  );
}
