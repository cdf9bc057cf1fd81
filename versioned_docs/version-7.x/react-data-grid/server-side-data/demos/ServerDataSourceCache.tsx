import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGridPro, GridDataSourceCacheDefault, useGridApiRef, type GridColDef, type GridDataSource} from '@mui/x-data-grid-pro';
import {createFakeGridServer, createOrderRows, type OrderRow} from '@site/src/demo-data/fake-grid-server';
import RequestLog from './RequestLog';

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'product', headerName: 'Product', width: 140},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

type CacheChoice = 'default' | '10 s' | 'none';

export default function ServerDataSourceCache() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createFakeGridServer({rows: createOrderRows(500)}));
  const [choice, setChoice] = React.useState<CacheChoice>('default');
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const answer = await server.getRows(params);
        return {rows: answer.rows, rowCount: answer.rowCount};
      },
    }),
    [server],
  );
  // undefined keeps the grid's own cache (5 minutes); null turns caching off.
  const cache = React.useMemo(
    () => ({default: undefined, '10 s': new GridDataSourceCacheDefault({ttl: 10_000}), none: null})[choice],
    [choice],
  );
  const refresh = () => {
    apiRef.current.unstable_dataSource.cache.clear();
    apiRef.current.unstable_dataSource.fetchRows();
  };
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <ToggleButtonGroup size="small" exclusive value={choice} onChange={(_, value) => value && setChoice(value)}>
          <ToggleButton value="default">Default cache</ToggleButton>
          <ToggleButton value="10 s">10 s cache</ToggleButton>
          <ToggleButton value="none">No cache</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" onClick={refresh}>
          Clear and refetch
        </Button>
      </Stack>
      <Box sx={{height: 340}}>
        <DataGridPro
          key={choice}
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_dataSourceCache={cache}
          pagination
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
          pageSizeOptions={[10, 25]}
          density="compact"
        />
      </Box>
      <RequestLog server={server} />
    </Box>
  );
}
