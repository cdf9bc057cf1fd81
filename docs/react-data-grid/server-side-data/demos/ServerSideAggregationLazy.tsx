import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridDataSource} from '@mui/x-data-grid-premium';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';
import {readAggregatedValue, serverAggregationFunctions} from './serverAggregation';

const rows = createOrderRows(1500);

export default function ServerSideAggregationLazy() {
  const server = useFakeGridServer({rows, settings: {latencyMs: 400}});
  const dataSource = React.useMemo<GridDataSource>(
    () => ({getRows: (params) => server.getRows(params), getAggregatedValue: readAggregatedValue}),
    [server],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 400}}>
        {/* Blocks of 50 rows load as the reader scrolls; the totals cover all 1,500 from the start. */}
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          lazyLoading
          aggregationFunctions={serverAggregationFunctions}
          initialState={{
            pagination: {paginationModel: {page: 0, pageSize: 50}},
            aggregation: {model: {total: 'sum', quantity: 'sum', id: 'size'}},
          }}
          onDataSourceError={() => undefined}
        />
      </Box>
    </Box>
  );
}
