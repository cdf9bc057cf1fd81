import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(12, 191);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150, editable: true},
  {field: 'category', headerName: 'Category', width: 120, editable: true},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110, editable: true},
];

export default function ClipboardPasteToggle() {
  const [pasteDisabled, setPasteDisabled] = React.useState(true);
  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={pasteDisabled} onChange={(event) => setPasteDisabled(event.target.checked)} />}
        label="disableClipboardPaste"
      />
      <Typography variant="body2" sx={{mb: 1}}>
        Select some cells and copy them with Ctrl+C, then select others and paste with Ctrl+V.
      </Typography>
      <Box sx={{height: 320}}>
        <DataGridPremium rows={rows} columns={columns} cellSelection disableClipboardPaste={pasteDisabled} hideFooter />
      </Box>
    </Box>
  );
}
