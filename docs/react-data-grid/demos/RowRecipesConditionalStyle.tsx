import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowClassNameParams} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(20, 80);
const LOW_STOCK_THRESHOLD = 15;

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 100},
];

function rowClassName({row, indexRelativeToCurrentPage}: GridRowClassNameParams<InventoryRow>) {
  const classes = [indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd'];
  if (row.inStock === 0) classes.push('sold-out');
  else if (row.inStock < LOW_STOCK_THRESHOLD) classes.push('low-stock');
  return classes.join(' ');
}

export default function RowRecipesConditionalStyle() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={rowClassName}
        // Lowest stock first, so the highlighted rows are in view.
        initialState={{sorting: {sortModel: [{field: 'inStock', sort: 'asc'}]}}}
        density="compact"
        hideFooter
        sx={{
          '& .even': {bgcolor: 'action.hover'},
          '& .low-stock': {bgcolor: 'warning.light', color: 'grey.900'},
          '& .sold-out': {color: 'text.secondary', textDecoration: 'line-through'},
        }}
      />
    </Box>
  );
}
