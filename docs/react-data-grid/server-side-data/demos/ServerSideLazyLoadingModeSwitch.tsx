import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGridPro, type GridDataSource} from '@mui/x-data-grid-pro';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';

const rows = createOrderRows(600);

export default function ServerSideLazyLoadingModeSwitch() {
  const server = useFakeGridServer({rows, settings: {latencyMs: 400}});
  const [sendsCount, setSendsCount] = React.useState(true);

  // The same server; only the answer changes. With a count the grid loads the viewport (the
  // scroll bar has its full length), without one it loads more as the reader reaches the end.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const response = await server.getRows(params);
        const lastBlock = Number(params.end) + 1 >= response.rowCount;
        return sendsCount || lastBlock ? response : {rows: response.rows};
      },
    }),
    [server, sendsCount],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <FormControlLabel
        control={<Switch checked={sendsCount} onChange={(event) => setSendsCount(event.target.checked)} />}
        label="The server sends rowCount"
      />
      <Box sx={{height: 360}}>
        <DataGridPro
          columns={orderColumns}
          dataSource={dataSource}
          lazyLoading
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 50}}}}
          onDataSourceError={() => undefined}
        />
      </Box>
    </Box>
  );
}
