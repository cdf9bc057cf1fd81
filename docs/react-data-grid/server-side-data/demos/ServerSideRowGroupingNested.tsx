import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridDataSource, type GridRowGroupingModel} from '@mui/x-data-grid-premium';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';

const rows = createOrderRows(400);

export default function ServerSideRowGroupingNested() {
  const server = useFakeGridServer({rows, settings: {latencyMs: 500}});
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => server.getRows(params),
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.childrenCount,
    }),
    [server],
  );
  // Controlled: changing the model (from a column menu too) refetches the root level.
  const [model, setModel] = React.useState<GridRowGroupingModel>(['country', 'status']);

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 400}}>
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Box>
  );
}
