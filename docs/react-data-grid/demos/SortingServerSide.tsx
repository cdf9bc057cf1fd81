import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel} from '@mui/x-data-grid';
import {createFakeGridServer, createOrderRows, type OrderRow} from '@site/src/demo-data/fake-grid-server';

// 500 orders kept by an in-page "server" that sorts and pages them after a short delay.
const server = createFakeGridServer({rows: createOrderRows(500), settings: {latencyMs: 500}});

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', type: 'number', width: 90},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150},
  {field: 'country', headerName: 'Country', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`},
];

function describe(sortModel: GridSortModel, page: GridPaginationModel): string {
  const order = sortModel.length ? sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') : 'no order';
  return `Asked the server for page ${page.page + 1} (${page.pageSize} rows), sorted by ${order}`;
}

export default function SortingServerSide() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{field: 'total', sort: 'desc'}]);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 10});
  const [result, setResult] = React.useState<{rows: OrderRow[]; rowCount: number}>({rows: [], rowCount: 0});
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true; // a slower answer to an older request must not replace a newer one
    setLoading(true);
    server
      .getRows({sortModel, paginationModel})
      .then((answer) => {
        if (current) setResult({rows: answer.rows as OrderRow[], rowCount: answer.rowCount});
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [sortModel, paginationModel]);

  return (
    <Box sx={{width: '100%', height: 448, display: 'flex', flexDirection: 'column'}}>
      <Typography variant="body2" sx={{mb: 1}} aria-live="polite">
        {describe(sortModel, paginationModel)}
      </Typography>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid
          rows={result.rows}
          rowCount={result.rowCount}
          columns={columns}
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 25]}
          loading={loading}
          density="compact"
        />
      </Box>
    </Box>
  );
}
