import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGridPremium, type GridDataSource, type GridPivotModel} from '@mui/x-data-grid-premium';
import {createOrderRows, pivotFieldOf} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';
import {readAggregatedValue, serverAggregationFunctions} from './serverAggregation';

const rows = createOrderRows(500);
const pivotingColDef = (field: string, columnGroupPath: string[]) => ({field: pivotFieldOf(columnGroupPath, field)});

type Order = 'asc' | 'desc';

export default function ServerSidePivotingColumnSort() {
  const server = useFakeGridServer({rows, settings: {latencyMs: 400}});
  const [order, setOrder] = React.useState<Order>('desc');
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => server.getRows(params),
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.childrenCount,
      getAggregatedValue: readAggregatedValue,
    }),
    [server],
  );
  // The `sort` of a pivot column field orders its column groups; the server receives it too.
  const pivotModel = React.useMemo<GridPivotModel>(
    () => ({rows: [{field: 'category'}], columns: [{field: 'year', sort: order}], values: [{field: 'total', aggFunc: 'sum'}]}),
    [order],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={order}
        onChange={(_event, value: Order | null) => value && setOrder(value)}
        sx={{mb: 1}}
        aria-label="Year order"
      >
        <ToggleButton value="asc">Oldest year first</ToggleButton>
        <ToggleButton value="desc">Newest year first</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 360}}>
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          aggregationFunctions={serverAggregationFunctions}
          pivotingColDef={pivotingColDef}
          pivotActive
          pivotModel={pivotModel}
          onDataSourceError={() => undefined}
        />
      </Box>
    </Box>
  );
}
