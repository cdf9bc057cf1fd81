import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGridPro, GRID_ROOT_GROUP_ID, useGridApiRef, type GridDataSource, type GridGetRowsParams} from '@mui/x-data-grid-pro';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';

const rows = createOrderRows(1000);

export default function ServerSideLazyLoadingErrors() {
  const apiRef = useGridApiRef();
  const server = useFakeGridServer({rows, settings: {latencyMs: 400}});
  const [failed, setFailed] = React.useState<{message: string; params: GridGetRowsParams} | null>(null);
  const dataSource = React.useMemo<GridDataSource>(() => ({getRows: (params) => server.getRows(params)}), [server]);

  const retry = () => {
    if (!failed) return;
    setFailed(null);
    // Asks again for exactly the block that failed; its rows are still skeletons.
    void apiRef.current?.dataSource.fetchRows(GRID_ROOT_GROUP_ID, failed.params);
  };

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 40, mb: 1}}>
        {failed && (
          <Alert
            severity="error"
            sx={{py: 0}}
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Retry block
              </Button>
            }
          >
            Rows {String(failed.params.start)}–{String(failed.params.end)} could not be loaded.
          </Alert>
        )}
      </Box>
      <Box sx={{height: 360}}>
        <DataGridPro
          apiRef={apiRef}
          columns={orderColumns}
          dataSource={dataSource}
          lazyLoading
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 50}}}}
          onDataSourceError={(error) => {
            if ('params' in error && error.params) setFailed({message: error.message, params: error.params as GridGetRowsParams});
          }}
        />
      </Box>
    </Box>
  );
}
