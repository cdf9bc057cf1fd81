import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridDataSource} from '@mui/x-data-grid';
import {createOrderRows, type FakeRow} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';

const rows = createOrderRows(500);

// Status and quantity can be edited (double-click a cell); the rest is read-only.
const columns: GridColDef[] = orderColumns.map((column) =>
  column.field === 'status' || column.field === 'quantity' ? {...column, editable: true} : column,
);

export default function ServerSideDataUpdateRow() {
  const server = useFakeGridServer({rows, settings: {latencyMs: 400}});
  const [message, setMessage] = React.useState<{severity: 'success' | 'error'; text: string} | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => server.getRows(params),
      // Called when an edit is committed. Resolve with the row as saved: the grid shows it and
      // updates its cache; reject and the cell goes back to its previous value.
      updateRow: async ({updatedRow}) => {
        const saved = await server.updateRow(updatedRow as FakeRow);
        setMessage({severity: 'success', text: `Order ${String(saved.id)} saved.`});
        return saved;
      },
    }),
    [server],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Box sx={{height: 40, mb: 1}}>
        {message && (
          <Alert severity={message.severity} sx={{py: 0}}>
            {message.text}
          </Alert>
        )}
      </Box>
      <Box sx={{height: 360}}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(error) => setMessage({severity: 'error', text: error.message})}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{pagination: {paginationModel: {page: 0, pageSize: 10}}}}
        />
      </Box>
    </Box>
  );
}
