import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef, type GridRowSelectionModel} from '@mui/x-data-grid';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(12);

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function ExportCsvFromApi() {
  const apiRef = useGridApiRef();
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set([1, 2, 3])});
  const [preview, setPreview] = React.useState('With rows selected, only those are exported. Press "Preview CSV".');
  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPreview(apiRef.current?.getDataAsCsv({fields: ['id', 'product', 'revenue']}) ?? '')}
        >
          Preview CSV
        </Button>
        <Button
          size="small"
          variant="contained"
          onClick={() => apiRef.current?.exportDataAsCsv({fileName: 'selected-orders', fields: ['id', 'product', 'revenue']})}
        >
          Download CSV
        </Button>
      </Stack>
      <Box sx={{height: 260}}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="CSV preview"
        sx={{m: 0, p: 1, height: 120, overflow: 'auto', fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 1}}
      >
        {preview}
      </Box>
    </Stack>
  );
}
