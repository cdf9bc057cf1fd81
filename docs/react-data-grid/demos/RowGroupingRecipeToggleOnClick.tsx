import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, useGridApiRef, type GridColDef, type GridRowParams} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingRecipeToggleOnClick() {
  const apiRef = useGridApiRef();
  // A click anywhere on a group row opens or closes it, not only on the small arrow.
  const onRowClick = React.useCallback(
    ({id}: GridRowParams) => {
      const node = apiRef.current?.getRowNode(id);
      if (node?.type === 'group') apiRef.current?.setRowChildrenExpansion(id, !node.childrenExpanded);
    },
    [apiRef],
  );
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        onRowClick={onRowClick}
        initialState={{rowGrouping: {model: ['region', 'category']}}}
        groupingColDef={{width: 200}}
        sx={{'& .MuiDataGrid-row:has(.MuiDataGrid-groupingCriteriaCellToggle)': {cursor: 'pointer'}}}
        hideFooter
      />
    </Box>
  );
}
