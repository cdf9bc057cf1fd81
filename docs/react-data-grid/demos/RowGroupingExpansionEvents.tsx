import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, GRID_ROOT_GROUP_ID, useGridApiRef, type GridColDef, type GridGroupNode} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingExpansionEvents() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);

  // Every expansion change, from a click, the keyboard or the API, goes through this event.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', (node) => {
        const verb = node.childrenExpanded ? 'opened' : 'closed';
        setLog((lines) => [`${String(node.groupingKey)} ${verb}`, ...lines].slice(0, 3));
      }),
    [apiRef],
  );

  // The top-level groups are the children of the root node.
  const setAllRegions = (isExpanded: boolean) => {
    const root = apiRef.current?.getRowNode<GridGroupNode>(GRID_ROOT_GROUP_ID);
    root?.children.forEach((id) => apiRef.current?.setRowChildrenExpansion(id, isExpanded));
  };

  return (
    <Stack spacing={1} sx={{width: '100%', height: 406}}>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={() => setAllRegions(true)}>
          Open regions
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAllRegions(false)}>
          Close regions
        </Button>
        <Typography variant="body2" sx={{color: 'text.secondary'}} noWrap>
          {log.length ? log.join(' · ') : 'Open or close a group'}
        </Typography>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} initialState={{rowGrouping: {model: ['region']}}} hideFooter />
      </Box>
    </Stack>
  );
}
