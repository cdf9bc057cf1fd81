import Paper from '@mui/material/Paper';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {CATALOGUE} from '@site/src/demo-data/material-display';

const columns: GridColDef<(typeof CATALOGUE)[number]>[] = [
  {field: 'name', headerName: 'Product', flex: 1, minWidth: 180},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'stock', headerName: 'In stock', type: 'number', width: 100},
  {field: 'price', headerName: 'Price (€)', type: 'number', width: 110},
];

export default function TableDataGrid() {
  return (
    <Paper sx={{height: 370, width: '100%'}}>
      <DataGrid
        rows={CATALOGUE}
        columns={columns}
        getRowId={(row) => row.sku}
        initialState={{pagination: {paginationModel: {page: 0, pageSize: 5}}}}
        pageSizeOptions={[5, 10]}
        checkboxSelection
        sx={{border: 0}}
      />
    </Paper>
  );
}
