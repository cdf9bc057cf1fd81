import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridDataSource} from '@mui/x-data-grid-premium';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';
import {readAggregatedValue, serverAggregationFunctions} from './serverAggregation';

const rows = createOrderRows(500);

export default function ServerSideAggregation() {
  const server = useFakeGridServer({rows, settings: {latencyMs: 400}});
  const dataSource = React.useMemo<GridDataSource>(
    () => ({getRows: (params) => server.getRows(params), getAggregatedValue: readAggregatedValue}),
    [server],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 400}}>
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          aggregationFunctions={serverAggregationFunctions}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{
            pagination: {paginationModel: {page: 0, pageSize: 10}},
            aggregation: {model: {total: 'sum', quantity: 'avg'}},
          }}
        />
      </Box>
    </Box>
  );
}
