import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGridPremium, useGridApiRef, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40, 83);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 80},
  {field: 'category', headerName: 'Category', width: 80},
  {field: 'product', headerName: 'Product', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 80},
];

export default function ColumnDimensionsAutosizeGrouped() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{width: '100%'}}>
      <Button size="small" sx={{mb: 1}} onClick={() => void apiRef.current?.autosizeColumns({includeHeaders: true, includeOutliers: true})}>
        Autosize again (after expanding groups)
      </Button>
      <Box sx={{height: 340}}>
        {/* The grouping column and the aggregated totals are measured like any other cell. */}
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          autosizeOnMount
          autosizeOptions={{includeHeaders: true, includeOutliers: true}}
          initialState={{
            rowGrouping: {model: ['region', 'category']},
            aggregation: {model: {revenue: 'sum'}},
            columns: {columnVisibilityModel: {region: false, category: false}},
          }}
          defaultGroupingExpansionDepth={1}
          hideFooter
        />
      </Box>
    </Box>
  );
}
