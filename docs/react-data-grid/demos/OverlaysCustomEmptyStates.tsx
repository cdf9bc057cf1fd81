import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, GridOverlay, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const allRows = createInventoryRows(10, 59);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

function EmptyWarehouse() {
  return (
    <GridOverlay>
      <Stack spacing={0.5} sx={{alignItems: 'center'}}>
        <Typography variant="h6" component="p">
          The warehouse is empty
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Products appear here once the first delivery is booked in.
        </Typography>
      </Stack>
    </GridOverlay>
  );
}

function NothingMatches() {
  return (
    <GridOverlay>
      <Typography variant="body2" color="text.secondary">
        No product matches this search. Try a shorter word.
      </Typography>
    </GridOverlay>
  );
}

export default function OverlaysCustomEmptyStates() {
  const [rows, setRows] = React.useState<InventoryRow[]>([]);
  return (
    <Box sx={{width: '100%'}}>
      <Button size="small" sx={{mb: 1}} onClick={() => setRows((current) => (current.length ? [] : allRows))}>
        {rows.length ? 'Empty the warehouse' : 'Book in a delivery'}
      </Button>
      <Box sx={{height: 340}}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          slots={{noRowsOverlay: EmptyWarehouse, noResultsOverlay: NothingMatches}}
        />
      </Box>
    </Box>
  );
}
