import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const savedRows = createInventoryRows(12);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 100, editable: true},
  {field: 'unitPrice', headerName: 'Price', type: 'number', width: 100, editable: true},
];

export default function RecipesEditingBulkPremium() {
  const [saved, setSaved] = React.useState(savedRows);
  const [draft, setDraft] = React.useState(savedRows);
  const [version, setVersion] = React.useState(0);
  const changed = draft.filter((row, index) => row !== saved[index]).length;

  // Every edit, typed or pasted over a selected range, lands in the draft only.
  const processRowUpdate = React.useCallback((newRow: InventoryRow) => {
    setDraft((rows) => rows.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  }, []);

  return (
    <Stack spacing={1} sx={{width: '100%', height: 422}}>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <Button size="small" variant="contained" disabled={!changed} onClick={() => setSaved(draft)}>
          Save {changed || ''} rows
        </Button>
        <Button
          size="small"
          disabled={!changed}
          onClick={() => {
            setDraft(saved);
            setVersion((v) => v + 1);
          }}
        >
          Discard
        </Button>
        <Typography variant="body2">Select cells, copy with Ctrl+C, select a range and paste with Ctrl+V.</Typography>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0, '& .changed': {bgcolor: 'warning.light'}}}>
        <DataGridPremium
          key={version}
          rows={draft}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          getRowClassName={({row}) => (saved.find((s) => s.id === row.id) !== row ? 'changed' : '')}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
