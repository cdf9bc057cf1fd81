import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridDataSource} from '@mui/x-data-grid';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';
import FakeServerControls, {useFakeGridServer} from './FakeServerControls';
import {orderColumns} from './serverDemoColumns';

const rows = createOrderRows(200);
const EDITABLE_FIELDS = ['customer', 'status', 'quantity'];
const columns: GridColDef[] = orderColumns.map((column) => ({...column, editable: EDITABLE_FIELDS.includes(column.field)}));

export default function ServerSideRecipeEditing() {
  const server = useFakeGridServer({rows, settings: {latencyMs: 500}});
  const [message, setMessage] = React.useState<{severity: 'success' | 'error'; text: string} | null>(null);
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => server.getRows(params),
      // Resolve with the saved row: the grid shows it and updates its cache. A rejection keeps the old row.
      updateRow: async ({updatedRow}) => {
        const saved = await server.updateRow({...updatedRow, total: updatedRow.quantity * updatedRow.unitPrice});
        setMessage({severity: 'success', text: `Order ${String(saved.id)} saved.`});
        return saved;
      },
    }),
    [server],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FakeServerControls server={server} />
      <Alert severity={message?.severity ?? 'info'} sx={{mb: 1, py: 0}} role="status">
        {message?.text ?? 'Double-click a customer, status or quantity to edit it; press Enter to save.'}
      </Alert>
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
