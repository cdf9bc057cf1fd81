import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridDataSource} from '@mui/x-data-grid-pro';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';

const rows = createOrderRows(2000);

export default function ServerSideLazyLoading() {
  const server = useFakeGridServer({rows, settings: {latencyMs: 800}});
  // The server answers with `rowCount`, so the grid sizes its scroll area for all 2,000 rows
  // at once and fetches the blocks that come into view.
  const dataSource = React.useMemo<GridDataSource>(() => ({getRows: (params) => server.getRows(params)}), [server]);

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 400}}>
        <DataGridPro columns={orderColumns} dataSource={dataSource} lazyLoading />
      </Box>
    </Box>
  );
}
