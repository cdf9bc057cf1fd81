import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridDataSource} from '@mui/x-data-grid-pro';
import {createEmployeeRows, type FakeRow} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {employeeColumns} from './serverDemoColumns';

const rows = createEmployeeRows();
const treePath = (row: FakeRow) => row.path as string[];

export default function ServerSideTreeData() {
  const server = useFakeGridServer({rows, treePath, settings: {latencyMs: 500}});
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => server.getRows(params),
      // The key the server expects in `groupKeys` when the grid asks for this row's children.
      getGroupKey: (row) => row.name,
      // Tells the grid whether to draw an expand toggle before the children are loaded.
      getChildrenCount: (row) => row.childrenCount,
    }),
    [server],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 400}}>
        <DataGridPro treeData columns={employeeColumns} dataSource={dataSource} groupingColDef={{headerName: 'Employee', width: 260}} />
      </Box>
    </Box>
  );
}
