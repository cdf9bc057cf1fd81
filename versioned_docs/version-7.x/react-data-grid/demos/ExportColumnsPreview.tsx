import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, useGridApiRef, type GridColDef, type GridCsvExportOptions} from '@mui/x-data-grid';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(6);

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  // Internal: never part of an export, whatever the options.
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, disableExport: true},
];

const CHOICES: Record<string, GridCsvExportOptions> = {
  visible: {},
  all: {allColumns: true},
  fields: {fields: ['product', 'quantity']},
};

export default function ExportColumnsPreview() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState('visible');
  const [csv, setCsv] = React.useState('');
  React.useEffect(() => {
    // The grid's API is ready after its first render, hence the effect.
    setCsv(apiRef.current.getDataAsCsv(CHOICES[choice]));
  }, [apiRef, choice]);
  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup size="small" exclusive value={choice} onChange={(_, value) => value && setChoice(value)} sx={{mb: 1}}>
        <ToggleButton value="visible">Visible columns</ToggleButton>
        <ToggleButton value="all">allColumns</ToggleButton>
        <ToggleButton value="fields">fields</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 230}}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{columns: {columnVisibilityModel: {quantity: false}}}}
          hideFooter
          density="compact"
        />
      </Box>
      <Box component="pre" sx={{height: 130, overflow: 'auto', m: 0, mt: 1, p: 1, fontSize: 12, bgcolor: 'action.hover'}}>
        {csv}
      </Box>
    </Box>
  );
}
