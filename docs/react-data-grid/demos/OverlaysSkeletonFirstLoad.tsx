import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const LOAD_TIME_MS = 1500;
const loadedRows = createInventoryRows(8, 61);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Price', type: 'number', width: 110},
];

export default function OverlaysSkeletonFirstLoad() {
  const [rows, setRows] = React.useState<InventoryRow[]>([]);
  const [loading, setLoading] = React.useState(true);

  // Every load starts from an empty grid, like a page opened for the first time.
  React.useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => {
      setRows(loadedRows);
      setLoading(false);
    }, LOAD_TIME_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Box sx={{width: '100%'}}>
      <Button
        size="small"
        sx={{mb: 1}}
        disabled={loading}
        onClick={() => {
          setRows([]);
          setLoading(true);
        }}
      >
        Open the page again
      </Button>
      <Box sx={{height: 340}}>
        {/* noRowsVariant defaults to 'skeleton': set here only to make it visible in the code. */}
        <DataGrid rows={rows} columns={columns} loading={loading} hideFooter slotProps={{loadingOverlay: {noRowsVariant: 'skeleton'}}} />
      </Box>
    </Box>
  );
}
