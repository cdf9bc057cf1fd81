import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridFilterModel, type GridPaginationModel, type GridSortModel} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(40, 107);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

/** The parent owns sorting, filtering and paging: the grid reports changes, the parent decides. */
export default function StateControlledModels() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{field: 'product', sort: 'asc'}]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({items: []});
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 5});

  const showLowStock = () => {
    setFilterModel({items: [{field: 'inStock', operator: '<', value: 20}]});
    setSortModel([{field: 'inStock', sort: 'asc'}]);
    setPaginationModel((current) => ({...current, page: 0}));
  };

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={showLowStock}>
          Low stock first
        </Button>
        <Button
          size="small"
          onClick={() => {
            setFilterModel({items: []});
            setSortModel([]);
          }}
        >
          Clear
        </Button>
      </Stack>
      <Box sx={{height: 330}}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10]}
        />
      </Box>
      <Typography variant="caption" component="pre" sx={{m: 0, fontSize: 11, whiteSpace: 'pre-wrap'}}>
        {`sortModel: ${JSON.stringify(sortModel)}\nfilterModel.items: ${JSON.stringify(filterModel.items)}\npaginationModel: ${JSON.stringify(paginationModel)}`}
      </Typography>
    </Stack>
  );
}
