import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import {
  DataGridPremium,
  GridSidebarValue,
  Toolbar,
  ToolbarButton,
  PivotPanelTrigger,
  type GridColDef,
  type GridPivotModel,
  type GridSlotProps,
} from '@mui/x-data-grid-premium';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(60, 61);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

const initialPivotModel: GridPivotModel = {
  rows: [{field: 'product'}],
  columns: [{field: 'category'}],
  values: [{field: 'inStock', aggFunc: 'sum'}],
};

function IconPivotToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Pivot settings">
        <PivotPanelTrigger render={<ToolbarButton aria-label="Pivot settings" />}>
          <PivotTableChartIcon fontSize="small" />
        </PivotPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

// The pivot panel's section buttons are named "Rows", "Columns" and "Values" but show a field count
// beside the word, so their visible text is not part of their name (MUI X 8.15, axe rule
// label-content-name-mismatch). A dot badge keeps text and name equal; the fields are listed below.
function DotBadge({material, ...props}: GridSlotProps['baseBadge']) {
  return <Badge {...props} {...material} variant="dot" color="primary" />;
}

export default function PivotPanelTriggerControlled() {
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState(initialPivotModel);
  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
        label="Pivot mode"
      />
      <Box sx={{height: 440}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          slots={{toolbar: IconPivotToolbar, baseBadge: DotBadge}}
          showToolbar
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          initialState={{sidebar: {open: true, value: GridSidebarValue.Pivot}}}
        />
      </Box>
    </Box>
  );
}
