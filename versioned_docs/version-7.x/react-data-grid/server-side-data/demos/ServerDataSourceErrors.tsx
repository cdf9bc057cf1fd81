import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGridPro, useGridApiRef, type GridColDef, type GridDataSource} from '@mui/x-data-grid-pro';
import {createFakeGridServer, createOrderRows, type OrderRow} from '@site/src/demo-data/fake-grid-server';

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

export default function ServerDataSourceErrors() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createFakeGridServer({rows: createOrderRows(300)}));
  const [failing, setFailing] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const answer = await server.getRows(params);
        return {rows: answer.rows, rowCount: answer.rowCount};
      },
    }),
    [server],
  );
  const toggleFailures = (on: boolean) => {
    setFailing(on);
    server.configure({errorRate: on ? 1 : 0});
  };
  const retry = () => {
    setError(null);
    apiRef.current.unstable_dataSource.fetchRows();
  };
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center'}}>
        <FormControlLabel
          control={<Switch checked={failing} onChange={(event) => toggleFailures(event.target.checked)} />}
          label="Make every request fail"
        />
        <Button size="small" variant="outlined" onClick={retry}>
          Retry
        </Button>
      </Stack>
      {/* A fixed slot for the message, so the demo does not move when it appears. */}
      <Box sx={{height: 48, mb: 1}}>
        {error && (
          <Alert severity="error" sx={{py: 0}}>
            {error}
          </Alert>
        )}
      </Box>
      <Box sx={{height: 340}}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          // Caching off, so that every page change reaches the server and can fail.
          unstable_dataSourceCache={null}
          unstable_onDataSourceError={(reason) => setError(reason.message)}
          pagination
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
          pageSizeOptions={[10, 25]}
          density="compact"
        />
      </Box>
    </Box>
  );
}
