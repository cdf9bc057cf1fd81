import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  QuickFilter,
  QuickFilterControl,
  QuickFilterClear,
  GridLogicOperator,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(40, 37);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

// "rain jacket, gloves" is two values (not three words): the phrase keeps its space.
const parseCommaList = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
const formatCommaList = (values: unknown[]) => values.join(', ');

function CommaSearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter parser={parseCommaList} formatter={formatCommaList} debounceMs={300} expanded>
        <QuickFilterControl size="small" placeholder="Values separated by commas" style={{width: 280}} />
        <QuickFilterClear size="small">Clear</QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterCommaParser() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['rain jacket', 'gloves'],
    // Rows matching any of the values, rather than all of them.
    quickFilterLogicOperator: GridLogicOperator.Or,
  });
  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 340}}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{toolbar: CommaSearchToolbar}}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{pagination: {paginationModel: {pageSize: 5}}}}
          pageSizeOptions={[5, 10]}
        />
      </Box>
      <Typography variant="body2" sx={{mt: 1}}>
        quickFilterValues: <code>{JSON.stringify(filterModel.quickFilterValues ?? [])}</code>
      </Typography>
    </Box>
  );
}
