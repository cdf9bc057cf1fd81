import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, useGridApiRef, type GridDataSource} from '@mui/x-data-grid';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';

const rows = createOrderRows(500);

export default function ServerSideDataErrors() {
  const apiRef = useGridApiRef();
  const server = useFakeGridServer({rows, settings: {latencyMs: 300}});
  const [error, setError] = React.useState<string | null>(null);
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const response = await server.getRows(params);
        setError(null); // a later success clears the message
        return response;
      },
    }),
    [server],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 48, mb: 1}}>
        {error && (
          <Alert
            severity="error"
            sx={{py: 0}}
            action={
              <Button color="inherit" size="small" onClick={() => apiRef.current?.dataSource.fetchRows()}>
                Retry
              </Button>
            }
          >
            {error}
          </Alert>
        )}
      </Box>
      <Box sx={{height: 360}}>
        <DataGrid
          apiRef={apiRef}
          columns={orderColumns}
          dataSource={dataSource}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
        />
      </Box>
    </Box>
  );
}
