import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef, type GridDataSource} from '@mui/x-data-grid-pro';
import {createEmployeeRows, createFakeGridServer, type EmployeeRow} from '@site/src/demo-data/fake-grid-server';
import RequestLog from './RequestLog';

const columns: GridColDef<EmployeeRow>[] = [
  {field: 'title', headerName: 'Title', width: 150},
  {field: 'location', headerName: 'Location', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function ServerDataSourceTree() {
  const [server] = React.useState(() => createFakeGridServer({rows: createEmployeeRows(), treePath: (row) => (row as EmployeeRow).path}));
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      // groupKeys holds the keys of the parent being opened: [] for the top level.
      getRows: async (params) => {
        const answer = await server.getRows(params);
        return {rows: answer.rows, rowCount: answer.rowCount};
      },
      // A row's key among its siblings, and how many children the server holds for it.
      getGroupKey: (row) => (row as EmployeeRow).name,
      getChildrenCount: (row) => (row as {childrenCount: number}).childrenCount,
    }),
    [server],
  );
  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 360}}>
        <DataGridPro
          columns={columns}
          unstable_dataSource={dataSource}
          treeData
          groupingColDef={{headerName: 'Employee', width: 240}}
          density="compact"
        />
      </Box>
      <RequestLog server={server} />
    </Box>
  );
}
