import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridDataSource} from '@mui/x-data-grid-pro';
import {createEmployeeRows, type FakeRow} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {employeeColumns} from './serverDemoColumns';

const rows = createEmployeeRows();
const treePath = (row: FakeRow) => row.path as string[];

export default function ServerSideTreeDataExpanded() {
  // Turn on "Fail 30% of requests", then expand a few managers to see a failed row and retry it.
  const server = useFakeGridServer({rows, treePath, settings: {latencyMs: 400}});
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => server.getRows(params),
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.childrenCount,
    }),
    [server],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 420}}>
        <DataGridPro
          treeData
          columns={employeeColumns}
          dataSource={dataSource}
          // Open the chief executive and the vice presidents on load: two levels of requests.
          defaultGroupingExpansionDepth={2}
          groupingColDef={{headerName: 'Employee', width: 260}}
          initialState={{sorting: {sortModel: [{field: 'salary', sort: 'desc'}]}}}
        />
      </Box>
    </Box>
  );
}
