import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGridPremium, useGridApiRef, type GridColDef, type GridRowId} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingGroupChildren() {
  const apiRef = useGridApiRef();
  const [groupId, setGroupId] = React.useState<GridRowId | null>(null);
  const [filteredOnly, setFilteredOnly] = React.useState(true);
  const [, forceUpdate] = React.useReducer((n: number) => n + 1, 0);
  React.useEffect(() => apiRef.current?.subscribeEvent('filteredRowsSet', forceUpdate), [apiRef]);

  let text = 'Click a group row to list the orders under it.';
  if (groupId !== null && apiRef.current) {
    const node = apiRef.current.getRowNode(groupId);
    const ids = apiRef.current.getRowGroupChildren({groupId, applyFiltering: filteredOnly, applySorting: true});
    text = `${node?.type === 'group' ? String(node.groupingKey) : groupId}: ${ids.length} orders (#${ids.join(', #')})`;
  }
  return (
    <Stack spacing={1} sx={{width: '100%', height: 432}}>
      <FormControlLabel
        control={<Switch checked={filteredOnly} onChange={(event) => setFilteredOnly(event.target.checked)} />}
        label="applyFiltering (the grid starts filtered to quantities above 2)"
      />
      <Typography variant="body2" noWrap title={text}>
        {text}
      </Typography>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={[...columns, {field: 'quantity', headerName: 'Qty', type: 'number', width: 80}]}
          initialState={{
            rowGrouping: {model: ['region', 'category']},
            filter: {filterModel: {items: [{field: 'quantity', operator: '>', value: 2}]}},
          }}
          onRowClick={(params) => {
            if (apiRef.current?.getRowNode(params.id)?.type === 'group') setGroupId(params.id);
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
