import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const REFRESH_TIME_MS = 1200;

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

export default function OverlaysLinearRefresh() {
  const [snapshot, setSnapshot] = React.useState(1);
  const [loading, setLoading] = React.useState(false);
  // Each snapshot is its own seed: the stock figures change, the layout does not.
  const rows = React.useMemo(() => createInventoryRows(8, 70 + snapshot), [snapshot]);

  React.useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => {
      setSnapshot((current) => current + 1);
      setLoading(false);
    }, REFRESH_TIME_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Box sx={{width: '100%'}}>
      <Button size="small" sx={{mb: 1}} disabled={loading} onClick={() => setLoading(true)}>
        Refresh stock (snapshot {snapshot})
      </Button>
      <Box sx={{height: 340}}>
        {/* The rows stay readable under the bar while the next snapshot loads. */}
        <DataGrid rows={rows} columns={columns} loading={loading} hideFooter slotProps={{loadingOverlay: {variant: 'linear-progress'}}} />
      </Box>
    </Box>
  );
}
