import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGrid, Toolbar, ExportCsv, type GridColDef, type GridSlotProps} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

// Tell TypeScript about the extra props our toolbar slot accepts.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    title?: string;
    allowExport?: boolean;
  }
}

const rows = createInventoryRows(30, 13);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

function TitledToolbar({title, allowExport}: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <Typography sx={{flex: 1, fontWeight: 600}}>{title}</Typography>
      <ExportCsv render={<Button size="small" />} disabled={!allowExport}>
        Export CSV
      </ExportCsv>
    </Toolbar>
  );
}

export default function ComponentsUsageSlotProps() {
  const [allowExport, setAllowExport] = React.useState(true);
  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={allowExport} onChange={(event) => setAllowExport(event.target.checked)} />}
        label="Allow export"
      />
      <Box sx={{height: 340}}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{toolbar: TitledToolbar}}
          slotProps={{toolbar: {title: 'Warehouse A', allowExport}}}
          showToolbar
          initialState={{pagination: {paginationModel: {pageSize: 5}}}}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Box>
  );
}
