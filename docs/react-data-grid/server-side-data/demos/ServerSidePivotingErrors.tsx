import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGridPremium, useGridApiRef, type GridDataSource} from '@mui/x-data-grid-premium';
import {createOrderRows, pivotFieldOf} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';
import {readAggregatedValue, serverAggregationFunctions} from './serverAggregation';

const rows = createOrderRows(500);
const pivotingColDef = (field: string, columnGroupPath: string[]) => ({field: pivotFieldOf(columnGroupPath, field)});

export default function ServerSidePivotingErrors() {
  const apiRef = useGridApiRef();
  const server = useFakeGridServer({rows, settings: {latencyMs: 400}});
  const [error, setError] = React.useState<string | null>(null);
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const response = await server.getRows(params);
        setError(null);
        return response;
      },
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.childrenCount,
      getAggregatedValue: readAggregatedValue,
    }),
    [server],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 40, mb: 1}}>
        {error && (
          <Alert
            severity="error"
            sx={{py: 0}}
            action={
              <Button color="inherit" size="small" onClick={() => void apiRef.current?.dataSource.fetchRows()}>
                Retry
              </Button>
            }
          >
            {error}
          </Alert>
        )}
      </Box>
      <Box sx={{height: 400}}>
        {/* Turn on "Fail next request", then change the pivot from the panel (toolbar). */}
        <DataGridPremium
          apiRef={apiRef}
          columns={orderColumns}
          dataSource={dataSource}
          aggregationFunctions={serverAggregationFunctions}
          pivotingColDef={pivotingColDef}
          showToolbar
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          initialState={{
            pivoting: {
              enabled: true,
              model: {rows: [{field: 'category'}], columns: [{field: 'quarter', sort: 'asc'}], values: [{field: 'total', aggFunc: 'sum'}]},
            },
          }}
        />
      </Box>
    </Box>
  );
}
