import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden, type GridDataSource} from '@mui/x-data-grid-premium';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';

const rows = createOrderRows(400);

export default function ServerSideRowGrouping() {
  const apiRef = useGridApiRef();
  const server = useFakeGridServer({rows, settings: {latencyMs: 500}});
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => server.getRows(params),
      // The server puts the value of the grouped field in `group` on each group row.
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.childrenCount,
    }),
    [server],
  );
  const initialState = useKeepGroupedColumnsHidden({apiRef, initialState: {rowGrouping: {model: ['category']}}});

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 400}}>
        <DataGridPremium apiRef={apiRef} columns={orderColumns} dataSource={dataSource} initialState={initialState} />
      </Box>
    </Box>
  );
}
