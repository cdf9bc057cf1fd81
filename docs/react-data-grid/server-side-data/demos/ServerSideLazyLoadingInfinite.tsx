import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridDataSource} from '@mui/x-data-grid-pro';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';

const rows = createOrderRows(300);

export default function ServerSideLazyLoadingInfinite() {
  const server = useFakeGridServer({rows, settings: {latencyMs: 800}});
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const response = await server.getRows(params);
        const reachedEnd = Number(params.end) + 1 >= response.rowCount;
        // Like an API that cannot count its rows: no `rowCount` until the last block arrives,
        // so the grid keeps asking for more as the reader scrolls to the bottom.
        return reachedEnd ? {rows: response.rows, rowCount: response.rowCount} : {rows: response.rows};
      },
    }),
    [server],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 400}}>
        <DataGridPro
          columns={orderColumns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={200}
          scrollEndThreshold={120}
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 50}}}}
        />
      </Box>
    </Box>
  );
}
