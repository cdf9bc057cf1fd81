import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridDataSource} from '@mui/x-data-grid';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';

const rows = createOrderRows(500);

export default function ServerSideDataBasic() {
  const server = useFakeGridServer({rows});
  // The data source must keep its identity between renders: a new object means a new fetch.
  const dataSource = React.useMemo<GridDataSource>(() => ({getRows: (params) => server.getRows(params)}), [server]);

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 400}}>
        <DataGrid
          columns={orderColumns}
          dataSource={dataSource}
          pagination
          pageSizeOptions={[10, 25, 50]}
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
        />
      </Box>
    </Box>
  );
}
