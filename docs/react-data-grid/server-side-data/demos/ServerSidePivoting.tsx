import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridDataSource} from '@mui/x-data-grid-premium';
import {createOrderRows, pivotFieldOf} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';
import {readAggregatedValue, serverAggregationFunctions} from './serverAggregation';

const rows = createOrderRows(500);

// Required with a data source: tells the grid which field holds each pivot value column.
// The fake server names them "<column keys>><value field>", e.g. "2024>total".
const pivotingColDef = (field: string, columnGroupPath: string[]) => ({field: pivotFieldOf(columnGroupPath, field)});

export default function ServerSidePivoting() {
  const server = useFakeGridServer({rows, settings: {latencyMs: 500}});
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => server.getRows(params),
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.childrenCount,
      getAggregatedValue: readAggregatedValue,
    }),
    [server],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 420}}>
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          aggregationFunctions={serverAggregationFunctions}
          pivotingColDef={pivotingColDef}
          showToolbar
          initialState={{
            pivoting: {
              enabled: true,
              model: {
                rows: [{field: 'category'}],
                columns: [{field: 'year', sort: 'asc'}],
                values: [{field: 'total', aggFunc: 'sum'}],
              },
            },
          }}
        />
      </Box>
    </Box>
  );
}
