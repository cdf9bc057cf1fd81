import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridSortModel} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const SERVER_ROWS = createInventoryRows(25, 41);

/** Stands in for a backend: sorts a copy of its rows by the model and answers after a short delay. */
function fetchSorted(model: GridSortModel): Promise<InventoryRow[]> {
  const [item] = model;
  const sorted = [...SERVER_ROWS];
  if (item?.sort) {
    const direction = item.sort === 'asc' ? 1 : -1;
    const field = item.field as keyof InventoryRow;
    sorted.sort((a, b) => (a[field] < b[field] ? -direction : a[field] > b[field] ? direction : 0));
  }
  return new Promise((resolve) => setTimeout(() => resolve(sorted), 400));
}

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 160},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Price', type: 'number', width: 110},
];

export default function SortServerMode() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [rows, setRows] = React.useState<InventoryRow[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchSorted(sortModel).then((result) => {
      // Ignore an answer that arrives after a newer request was made.
      if (!active) return;
      setRows(result);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [sortModel]);

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 340}}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          loading={loading}
          density="compact"
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{mt: 1}}>
        Sent to the server: {sortModel.length ? `${sortModel[0]!.field} ${sortModel[0]!.sort}` : 'no sort'}
      </Typography>
    </Box>
  );
}
