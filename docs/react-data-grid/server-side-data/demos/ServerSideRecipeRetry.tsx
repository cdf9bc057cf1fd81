import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridDataSource, type GridGetRowsParams, type GridGetRowsResponse} from '@mui/x-data-grid';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';

const rows = createOrderRows(500);
const MAX_ATTEMPTS = 3;
const FIRST_BACKOFF_MS = 200;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Wraps a getRows function: retries a failed request, waiting twice as long before each new try. */
function withRetry(getRows: (params: GridGetRowsParams) => Promise<GridGetRowsResponse>, onRetry: (attempt: number) => void) {
  return async (params: GridGetRowsParams) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await getRows(params);
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS) throw error; // the grid reports it through onDataSourceError
        onRetry(attempt);
        await sleep(FIRST_BACKOFF_MS * 2 ** (attempt - 1));
      }
    }
  };
}

export default function ServerSideRecipeRetry() {
  // Half of all requests fail here; with three attempts, about one page load in eight still does.
  const server = useFakeGridServer({rows, settings: {latencyMs: 300, errorRate: 0.5}});
  const [retries, setRetries] = React.useState(0);
  const [gaveUp, setGaveUp] = React.useState(0);
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: withRetry(
        (params) => server.getRows(params),
        () => setRetries((count) => count + 1),
      ),
    }),
    [server],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Typography variant="body2" sx={{mb: 1}}>
        Retries so far: {retries} · Requests given up after {MAX_ATTEMPTS} attempts: {gaveUp}
      </Typography>
      <Box sx={{height: 360}}>
        <DataGrid
          columns={orderColumns}
          dataSource={dataSource}
          onDataSourceError={() => setGaveUp((count) => count + 1)}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
        />
      </Box>
    </Box>
  );
}
