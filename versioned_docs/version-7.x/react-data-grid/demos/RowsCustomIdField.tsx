import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowIdGetter} from '@mui/x-data-grid';

interface Part {
  sku: string;
  name: string;
  bin: string;
  quantity: number;
}

// These rows come keyed by SKU and have no `id` property.
const rows: Part[] = [
  {sku: 'CH-11S-116', name: '11-speed chain', bin: 'A3', quantity: 42},
  {sku: 'BP-DSC-R', name: 'Disc brake pads, resin', bin: 'B1', quantity: 120},
  {sku: 'CS-11-32', name: 'Cassette 11-32', bin: 'A4', quantity: 18},
  {sku: 'TB-700-28', name: 'Inner tube 700x28', bin: 'C2', quantity: 260},
];

// Defined outside the component so the grid gets the same function on every render.
const getRowId: GridRowIdGetter<Part> = (row) => row.sku;

const columns: GridColDef<Part>[] = [
  {field: 'sku', headerName: 'SKU', width: 140},
  {field: 'name', headerName: 'Part', flex: 1, minWidth: 180},
  {field: 'bin', headerName: 'Bin', width: 80},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 110},
];

export default function RowsCustomIdField() {
  return (
    <Box sx={{height: 280, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} hideFooter />
    </Box>
  );
}
