import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const initialRows = createInventoryRows(10, 192);
const SAVE_TIME_MS = 600;

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150, editable: true},
  {field: 'category', headerName: 'Category', width: 120, editable: true},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110, editable: true},
];

/** Stands in for a request to your server; rejects negative stock like a real validation would. */
function saveRow(row: InventoryRow): Promise<InventoryRow> {
  return new Promise((resolve, reject) =>
    setTimeout(() => (row.inStock < 0 ? reject(new Error(`${row.product}: stock cannot be negative`)) : resolve(row)), SAVE_TIME_MS),
  );
}

export default function ClipboardPastePersist() {
  const [saving, setSaving] = React.useState(false);
  const [report, setReport] = React.useState('Copy a range of cells, then paste it over another range.');
  const saved = React.useRef(0);
  const failed = React.useRef<string[]>([]);

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Typography variant="body2" role="status" sx={{minHeight: 20}}>
        {report}
      </Typography>
      <Box sx={{height: 4}}>{saving && <LinearProgress aria-label="Saving pasted rows" />}</Box>
      <Box sx={{height: 340}}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          cellSelection
          hideFooter
          // One call per changed row; wait for the server before the grid keeps the change.
          processRowUpdate={async (newRow: InventoryRow) => {
            const stored = await saveRow(newRow);
            saved.current += 1;
            return stored;
          }}
          onProcessRowUpdateError={(error: Error) => {
            failed.current.push(error.message);
          }}
          // Start and end of the whole paste: show one indicator and one report for all rows.
          onClipboardPasteStart={() => {
            saved.current = 0;
            failed.current = [];
            setSaving(true);
          }}
          onClipboardPasteEnd={() => {
            setSaving(false);
            setReport(`Saved ${saved.current} rows${failed.current.length ? `; refused: ${failed.current.join('; ')}` : ''}.`);
          }}
        />
      </Box>
    </Stack>
  );
}
