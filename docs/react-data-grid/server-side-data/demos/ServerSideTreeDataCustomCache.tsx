import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, GridDataSourceCacheDefault, type GridDataSource} from '@mui/x-data-grid-pro';
import {createEmployeeRows, type FakeRow} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {employeeColumns} from './serverDemoColumns';

const rows = createEmployeeRows();
const treePath = (row: FakeRow) => row.path as string[];
const THIRTY_SECONDS_MS = 30_000;

// A cache of our own for tree data: short-lived, and keyed by the parent's path (groupKeys) as well
// as the sort and filter models, so the children of two managers never share an entry.
const treeCache = new GridDataSourceCacheDefault({
  ttl: THIRTY_SECONDS_MS,
  // The Pro package's GridGetRowsParams has groupKeys; the cache is typed with the common one.
  getKey: (params) => JSON.stringify([params.filterModel, params.sortModel, (params as {groupKeys?: string[]}).groupKeys ?? []]),
});

export default function ServerSideTreeDataCustomCache() {
  const server = useFakeGridServer({rows, treePath, settings: {latencyMs: 500}});
  const dataSource = React.useMemo<GridDataSource>(
    () => ({getRows: (params) => server.getRows(params), getGroupKey: (row) => row.name, getChildrenCount: (row) => row.childrenCount}),
    [server],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 400}}>
        <DataGridPro
          treeData
          columns={employeeColumns}
          dataSource={dataSource}
          dataSourceCache={treeCache}
          groupingColDef={{headerName: 'Employee', width: 260}}
          onDataSourceError={() => undefined}
        />
      </Box>
    </Box>
  );
}
