import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGridPro, useGridApiRef, type GridDataSource, type GridGroupNode} from '@mui/x-data-grid-pro';
import {createEmployeeRows, type FakeRow} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {employeeColumns} from './serverDemoColumns';

const rows = createEmployeeRows();
const treePath = (row: FakeRow) => row.path as string[];

export default function ServerSideTreeDataKeepExpanded() {
  const apiRef = useGridApiRef();
  const server = useFakeGridServer({rows, treePath, settings: {latencyMs: 400}});
  // Names of the rows the reader opened (names are unique in this company, like the group keys).
  const expanded = React.useRef(new Set<string>());
  const dataSource = React.useMemo<GridDataSource>(
    () => ({getRows: (params) => server.getRows(params), getGroupKey: (row) => row.name, getChildrenCount: (row) => row.childrenCount}),
    [server],
  );

  // Remember every expansion and collapse, from the toggles or from code.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', (node) => {
        const key = String(node.groupingKey);
        if (node.childrenExpanded) expanded.current.add(key);
        else expanded.current.delete(key);
      }),
    [apiRef],
  );

  // After a refetch the tree is rebuilt; rows the reader had opened open again (and fetch their children).
  const isGroupExpandedByDefault = React.useCallback(
    (node: GridGroupNode) => node.depth === 0 || expanded.current.has(String(node.groupingKey)),
    [],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Button
        size="small"
        variant="outlined"
        sx={{mb: 1}}
        onClick={() => void apiRef.current?.dataSource.fetchRows(undefined, {skipCache: true})}
      >
        Refetch from the server
      </Button>
      <Box sx={{height: 360}}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          columns={employeeColumns}
          dataSource={dataSource}
          groupingColDef={{headerName: 'Employee', width: 260}}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          onDataSourceError={() => undefined}
        />
      </Box>
    </Box>
  );
}
