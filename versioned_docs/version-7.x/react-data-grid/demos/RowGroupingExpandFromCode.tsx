import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingExpandFromCode() {
  const apiRef = useGridApiRef();
  const [lastChange, setLastChange] = React.useState('No group opened or closed yet');

  const setAll = (isExpanded: boolean) => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID) {
        apiRef.current.setRowChildrenExpansion(node.id, isExpanded);
      }
    });
  };

  React.useEffect(() => {
    const handler: GridEventListener<'rowExpansionChange'> = (node: GridGroupNode) => {
      setLastChange(`${String(node.groupingKey)} ${node.childrenExpanded ? 'opened' : 'closed'}`);
    };
    return apiRef.current.subscribeEvent('rowExpansionChange', handler);
  }, [apiRef]);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => setAll(true)}>
          Open all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAll(false)}>
          Close all
        </Button>
        <Typography variant="body2">{lastChange}</Typography>
      </Stack>
      <Box sx={{height: 360}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{rowGrouping: {model: ['region', 'category']}}}
          density="compact"
        />
      </Box>
    </Box>
  );
}
