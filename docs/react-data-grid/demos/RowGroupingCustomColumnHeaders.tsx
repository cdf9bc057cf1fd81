import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef, type GridGroupingColDefOverrideParams} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

// Called once per grouping column: each criterion gets its own header and width.
const groupingColDef = (params: GridGroupingColDefOverrideParams) => {
  const [field] = params.fields;
  return field === 'region'
    ? {headerName: 'Sales region', width: 160}
    : {headerName: 'Kind of goods', width: 170, hideDescendantCount: true};
};

export default function RowGroupingCustomColumnHeaders() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="multiple"
        initialState={{rowGrouping: {model: ['region', 'category']}}}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
