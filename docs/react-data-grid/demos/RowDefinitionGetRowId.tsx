import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowIdGetter} from '@mui/x-data-grid';

interface Part {
  sku: string;
  name: string;
  supplier: string;
  stock: number;
}

// No `id` field here: the stock-keeping unit is the unique key.
const rows: Part[] = [
  {sku: 'CH-11S-116', name: '11-speed chain', supplier: 'Velotech', stock: 42},
  {sku: 'CS-11-32', name: 'Cassette 11-32', supplier: 'Velotech', stock: 8},
  {sku: 'BP-RS-02', name: 'Resin brake pads', supplier: 'Stopwell', stock: 120},
  {sku: 'SD-CMF-M', name: 'Comfort saddle (M)', supplier: 'Seatco', stock: 15},
  {sku: 'HT-CORK-BK', name: 'Cork bar tape', supplier: 'Seatco', stock: 63},
  {sku: 'TB-700-28', name: 'Inner tube 700x28', supplier: 'Roundway', stock: 240},
];

// Defined outside the component so its reference never changes between renders.
const getRowId: GridRowIdGetter<Part> = (row) => row.sku;

const columns: GridColDef<Part>[] = [
  {field: 'sku', headerName: 'SKU', width: 130},
  {field: 'name', headerName: 'Part', flex: 1, minWidth: 160},
  {field: 'supplier', headerName: 'Supplier', width: 120},
  {field: 'stock', headerName: 'Stock', type: 'number', width: 90},
];

export default function RowDefinitionGetRowId() {
  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} density="compact" hideFooter />
    </Box>
  );
}
