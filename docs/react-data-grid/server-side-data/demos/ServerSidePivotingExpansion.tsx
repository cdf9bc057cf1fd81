import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridDataSource} from '@mui/x-data-grid-premium';
import {createOrderRows, pivotFieldOf} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';
import {readAggregatedValue, serverAggregationFunctions} from './serverAggregation';

const rows = createOrderRows(500);
const pivotingColDef = (field: string, columnGroupPath: string[]) => ({field: pivotFieldOf(columnGroupPath, field)});

export default function ServerSidePivotingExpansion() {
  const server = useFakeGridServer({rows, settings: {latencyMs: 400}});
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
        {/* Countries, then statuses down the side; the first level opens on load (one request each). */}
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          aggregationFunctions={serverAggregationFunctions}
          pivotingColDef={pivotingColDef}
          defaultGroupingExpansionDepth={1}
          onDataSourceError={() => undefined}
          initialState={{
            pivoting: {
              enabled: true,
              model: {
                rows: [{field: 'country'}, {field: 'status'}],
                columns: [{field: 'year', sort: 'asc'}],
                values: [{field: 'quantity', aggFunc: 'sum'}],
              },
            },
          }}
        />
      </Box>
    </Box>
  );
}
