import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridDataSourceCacheDefault,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';

const rows = createOrderRows(500);
const TEN_MINUTES_MS = 10 * 60 * 1000;

/**
 * A cache of our own: the default cache (ten-minute lifetime) plus a count of hits and misses.
 * Anything with get, set and clear will do, for example a cache kept in sessionStorage.
 */
class CountingCache implements GridDataSourceCache {
  private inner = new GridDataSourceCacheDefault({ttl: TEN_MINUTES_MS});

  hits = 0;

  misses = 0;

  constructor(private onChange: () => void) {}

  get(key: GridGetRowsParams): GridGetRowsResponse | undefined {
    const value = this.inner.get(key);
    if (value) this.hits += 1;
    else this.misses += 1;
    this.onChange();
    return value;
  }

  set(key: GridGetRowsParams, value: GridGetRowsResponse) {
    this.inner.set(key, value);
  }

  clear() {
    this.inner.clear();
  }
}

export default function ServerSideDataCacheCounter() {
  const server = useFakeGridServer({rows, settings: {latencyMs: 300}});
  const [, setVersion] = React.useState(0);
  const [cache] = React.useState(() => new CountingCache(() => setVersion((v) => v + 1)));
  const dataSource = React.useMemo<GridDataSource>(() => ({getRows: (params) => server.getRows(params)}), [server]);

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Typography variant="body2" sx={{mb: 1}} aria-live="polite">
        Cache: {cache.hits} hits, {cache.misses} misses. Switch from 10 to 50 rows per page after visiting pages 1 to 5.
      </Typography>
      <Box sx={{height: 400}}>
        <DataGrid
          columns={orderColumns}
          dataSource={dataSource}
          dataSourceCache={cache}
          // Entries are stored per 10 rows, the smallest page size: a page of 50 reuses them.
          pagination
          pageSizeOptions={[10, 20, 50]}
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
          onDataSourceError={() => undefined}
        />
      </Box>
    </Box>
  );
}
