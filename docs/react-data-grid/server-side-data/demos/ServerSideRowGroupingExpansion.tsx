import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  gridRowNodeSelector,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridDataSource,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';

const rows = createOrderRows(400);

// Open on load: Japan, and inside it the open orders. Each open group costs one request.
const OPEN_ON_LOAD = new Set(['Japan', 'Japan/Open']);

/** The keys from the top level down to this group, read from its parents. */
function pathOf(node: GridGroupNode, lookup: (id: GridGroupNode['parent']) => GridGroupNode | null): string[] {
  const keys: string[] = [];
  for (
    let current: GridGroupNode | null = node;
    current && current.depth >= 0;
    current = current.parent == null ? null : lookup(current.parent)
  ) {
    keys.unshift(String(current.groupingKey));
  }
  return keys;
}

export default function ServerSideRowGroupingExpansion() {
  const apiRef = useGridApiRef();
  const server = useFakeGridServer({rows, settings: {latencyMs: 400}});
  const dataSource = React.useMemo<GridDataSource>(
    () => ({getRows: (params) => server.getRows(params), getGroupKey: (row) => row.group, getChildrenCount: (row) => row.childrenCount}),
    [server],
  );
  const initialState = useKeepGroupedColumnsHidden({apiRef, initialState: {rowGrouping: {model: ['country', 'status']}}});

  const isGroupExpandedByDefault = React.useCallback(
    (node: GridGroupNode) => {
      const lookup = (id: GridGroupNode['parent']) =>
        id == null ? null : ((gridRowNodeSelector(apiRef, id) as GridGroupNode | undefined) ?? null);
      return OPEN_ON_LOAD.has(pathOf(node, lookup).join('/'));
    },
    [apiRef],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 400}}>
        <DataGridPremium
          apiRef={apiRef}
          columns={orderColumns}
          dataSource={dataSource}
          initialState={initialState}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          onDataSourceError={() => undefined}
        />
      </Box>
    </Box>
  );
}
