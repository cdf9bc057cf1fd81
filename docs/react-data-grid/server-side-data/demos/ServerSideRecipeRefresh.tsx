import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridDataSource} from '@mui/x-data-grid';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';

const rows = createOrderRows(500);

export default function ServerSideRecipeRefresh() {
  const apiRef = useGridApiRef();
  const server = useFakeGridServer({rows, settings: {latencyMs: 600}});
  const dataSource = React.useMemo<GridDataSource>(() => ({getRows: (params) => server.getRows(params)}), [server]);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        {/* Refetch the current page now, and put the fresh answer in the cache. */}
        <Button size="small" variant="contained" onClick={() => apiRef.current?.dataSource.fetchRows(undefined, {skipCache: true})}>
          Refresh page
        </Button>
        {/* Forget every cached page: pages already visited are fetched again when shown. */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.dataSource.cache.clear()}>
          Clear cache
        </Button>
      </Stack>
      <FakeServerControls server={server} />
      <Box sx={{height: 360}}>
        <DataGrid
          apiRef={apiRef}
          columns={orderColumns}
          dataSource={dataSource}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
        />
      </Box>
    </Box>
  );
}
