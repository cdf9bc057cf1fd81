import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef, type GridDataSource} from '@mui/x-data-grid-pro';
import {createFakeGridServer, createOrderRows, type OrderRow} from '@site/src/demo-data/fake-grid-server';
import RequestLog from './RequestLog';

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

export default function ServerDataSourcePaged() {
  const [server] = React.useState(() => createFakeGridServer({rows: createOrderRows(500)}));
  // One stable object: a new data source on each render would refetch each time.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const answer = await server.getRows(params);
        return {rows: answer.rows, rowCount: answer.rowCount};
      },
    }),
    [server],
  );
  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 380}}>
        <DataGridPro
          columns={columns}
          unstable_dataSource={dataSource}
          pagination
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
          pageSizeOptions={[10, 25]}
          density="compact"
        />
      </Box>
      <RequestLog server={server} />
    </Box>
  );
}
