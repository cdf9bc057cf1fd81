import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden, type GridDataSource} from '@mui/x-data-grid-premium';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';

const rows = createOrderRows(400);

/** The id the fake server gives a group row: its path of keys. */
const groupRowId = (groupKeys: readonly string[]) => `group:${groupKeys.join('/')}`;

export default function ServerSideRowGroupingErrors() {
  const apiRef = useGridApiRef();
  const server = useFakeGridServer({rows, settings: {latencyMs: 400}});
  const [failedGroups, setFailedGroups] = React.useState<string[][]>([]);
  const dataSource = React.useMemo<GridDataSource>(
    () => ({getRows: (params) => server.getRows(params), getGroupKey: (row) => row.group, getChildrenCount: (row) => row.childrenCount}),
    [server],
  );
  const initialState = useKeepGroupedColumnsHidden({apiRef, initialState: {rowGrouping: {model: ['country', 'status']}}});

  const retryAll = () => {
    // The top level is retried without a parent; a group by the id of its row.
    failedGroups.forEach((keys) => void apiRef.current?.dataSource.fetchRows(keys.length === 0 ? undefined : groupRowId(keys)));
    setFailedGroups([]);
  };

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 40, mb: 1}}>
        {failedGroups.length > 0 && (
          <Alert
            severity="error"
            sx={{py: 0}}
            action={
              <Button color="inherit" size="small" onClick={retryAll}>
                Retry
              </Button>
            }
          >
            Could not load: {failedGroups.map((keys) => keys.join(' / ') || 'the groups').join(', ')}
          </Alert>
        )}
      </Box>
      <Box sx={{height: 360}}>
        <DataGridPremium
          apiRef={apiRef}
          columns={orderColumns}
          dataSource={dataSource}
          initialState={initialState}
          onDataSourceError={(error) => {
            const keys = ('params' in error && (error.params as {groupKeys?: string[]})?.groupKeys) || [];
            setFailedGroups((current) => [...current, [...keys]]);
          }}
        />
      </Box>
    </Box>
  );
}
