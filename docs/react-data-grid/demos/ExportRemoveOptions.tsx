import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(20, 92);

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function ExportRemoveOptions() {
  const [csv, setCsv] = React.useState(true);
  const [print, setPrint] = React.useState(false);
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, flexWrap: 'wrap'}}>
        <FormControlLabel control={<Switch checked={csv} onChange={(event) => setCsv(event.target.checked)} />} label="CSV in the menu" />
        <FormControlLabel
          control={<Switch checked={print} onChange={(event) => setPrint(event.target.checked)} />}
          label="Print in the menu"
        />
      </Stack>
      <Box sx={{height: 340}}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          // With both formats removed, the toolbar drops its export button altogether.
          slotProps={{toolbar: {csvOptions: {disableToolbarButton: !csv}, printOptions: {disableToolbarButton: !print}}}}
        />
      </Box>
    </Box>
  );
}
