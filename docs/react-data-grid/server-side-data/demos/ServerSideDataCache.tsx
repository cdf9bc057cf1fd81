import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, GridDataSourceCacheDefault, type GridDataSource} from '@mui/x-data-grid';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';

const rows = createOrderRows(500);
const SHORT_TTL_MS = 10_000;

type CacheChoice = 'default' | 'short' | 'none';

export default function ServerSideDataCache() {
  const server = useFakeGridServer({rows, settings: {latencyMs: 800}});
  const dataSource = React.useMemo<GridDataSource>(() => ({getRows: (params) => server.getRows(params)}), [server]);
  const [choice, setChoice] = React.useState<CacheChoice>('default');
  // One cache object per choice, created once: a new object on every render would empty the cache.
  const shortCache = React.useMemo(() => new GridDataSourceCacheDefault({ttl: SHORT_TTL_MS}), []);
  const cache = choice === 'none' ? null : choice === 'short' ? shortCache : undefined;

  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_, next: CacheChoice | null) => next && setChoice(next)}
        sx={{mb: 1}}
      >
        <ToggleButton value="default">Default cache (5 min)</ToggleButton>
        <ToggleButton value="short">10 s cache</ToggleButton>
        <ToggleButton value="none">No cache</ToggleButton>
      </ToggleButtonGroup>
      <FakeServerControls server={server} />
      <Box sx={{height: 400}}>
        <DataGrid
          key={choice}
          columns={orderColumns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
        />
      </Box>
    </Box>
  );
}
