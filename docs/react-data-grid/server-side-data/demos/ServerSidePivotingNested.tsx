import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridDataSource, type GridPivotModel} from '@mui/x-data-grid-premium';
import {createOrderRows, pivotFieldOf} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';
import {readAggregatedValue, serverAggregationFunctions} from './serverAggregation';

const rows = createOrderRows(500);

const pivotingColDef = (field: string, columnGroupPath: string[]) => ({
  field: pivotFieldOf(columnGroupPath, field),
  width: 110,
});

export default function ServerSidePivotingNested() {
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
  // Two column levels (year, then quarter) and two values per cell group; controlled, so the
  // model can be shown or saved. Every change triggers one request for the whole pivot.
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{field: 'country'}, {field: 'status'}],
    columns: [
      {field: 'year', sort: 'desc'},
      {field: 'quarter', sort: 'asc'},
    ],
    values: [
      {field: 'total', aggFunc: 'sum'},
      {field: 'quantity', aggFunc: 'max'},
    ],
  });

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 420}}>
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          aggregationFunctions={serverAggregationFunctions}
          pivotingColDef={pivotingColDef}
          pivotActive
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          showToolbar
        />
      </Box>
    </Box>
  );
}
