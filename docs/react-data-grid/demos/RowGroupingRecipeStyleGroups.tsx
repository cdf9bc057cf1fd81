import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, useGridApiRef, type GridColDef, type GridRowClassNameParams} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingRecipeStyleGroups() {
  const apiRef = useGridApiRef();
  // A group with at least one order of 5,000 or more is highlighted.
  const getRowClassName = React.useCallback(
    ({id}: GridRowClassNameParams) => {
      const api = apiRef.current;
      if (api?.getRowNode(id)?.type !== 'group') return '';
      const hasBigOrder = api.getRowGroupChildren({groupId: id}).some((childId) => (api.getRow<OrderRow>(childId)?.revenue ?? 0) >= 5000);
      return hasBigOrder ? 'has-big-order' : '';
    },
    [apiRef],
  );
  return (
    <Box sx={{height: 400, width: '100%', '& .has-big-order': {bgcolor: 'rgba(46, 125, 50, 0.12)', fontWeight: 600}}}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        initialState={{rowGrouping: {model: ['region', 'category']}}}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
