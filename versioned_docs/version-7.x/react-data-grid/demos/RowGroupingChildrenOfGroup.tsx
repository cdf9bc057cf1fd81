import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPremium, useGridApiRef, type GridColDef, type GridRowParams} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingChildrenOfGroup() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Click a group row.');
  const handleRowClick = (params: GridRowParams) => {
    const node = apiRef.current.getRowNode(params.id);
    if (node?.type !== 'group') return;
    // The order rows under the group, after filtering and sorting, without nested group rows.
    const ids = apiRef.current.getRowGroupChildren({groupId: params.id, applyFiltering: true, applySorting: true});
    const total = ids.reduce<number>((sum, id) => sum + (apiRef.current.getRow(id) as OrderRow).revenue, 0);
    setSummary(`${String(node.groupingKey)}: ${ids.length} orders, revenue ${total.toLocaleString('en-US')}`);
  };
  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {summary}
      </Typography>
      <Box sx={{height: 360}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{rowGrouping: {model: ['region', 'category']}}}
          onRowClick={handleRowClick}
          density="compact"
        />
      </Box>
    </Box>
  );
}
