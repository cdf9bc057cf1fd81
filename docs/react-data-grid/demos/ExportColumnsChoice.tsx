import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, useGridApiRef, type GridColDef, type GridCsvExportOptions} from '@mui/x-data-grid';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(4, 93);

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

const CHOICES: Record<string, GridCsvExportOptions> = {
  visible: {},
  all: {allColumns: true},
  fields: {fields: ['revenue', 'id']},
  noHeaders: {includeHeaders: false},
};

export default function ExportColumnsChoice() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState('visible');
  const [csv, setCsv] = React.useState('');

  // Recompute the preview once the grid is ready and whenever the choice changes.
  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv(CHOICES[choice]) ?? '');
  }, [apiRef, choice]);

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_event, value: string | null) => value && setChoice(value)}
        aria-label="Columns to export"
      >
        <ToggleButton value="visible">visible (default)</ToggleButton>
        <ToggleButton value="all">allColumns</ToggleButton>
        <ToggleButton value="fields">fields</ToggleButton>
        <ToggleButton value="noHeaders">includeHeaders: false</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 250}}>
        {/* Unit price is hidden; the region column has disableExport. */}
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns.map((column) => (column.field === 'region' ? {...column, disableExport: true} : column))}
          initialState={{columns: {columnVisibilityModel: {unitPrice: false}}}}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="CSV preview"
        sx={{m: 0, p: 1, height: 110, overflow: 'auto', fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 1}}
      >
        {csv}
      </Box>
    </Stack>
  );
}
