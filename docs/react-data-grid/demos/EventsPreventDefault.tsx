import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import {DataGrid, type GridCellParams, type GridColDef, type GridEventListener} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(12, 151);
const isLocked = (row: InventoryRow) => row.category === 'Frames';

const columns: GridColDef<InventoryRow>[] = [
  {
    field: 'product',
    headerName: 'Product',
    flex: 1,
    minWidth: 160,
    editable: true,
    renderCell: ({row, value}: GridCellParams<InventoryRow, string>) => (
      <Box sx={{display: 'flex', alignItems: 'center', gap: 0.5, height: '100%'}}>
        {isLocked(row) && <LockIcon fontSize="inherit" aria-label="Locked" />}
        {value}
      </Box>
    ),
  },
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110, editable: true},
];

export default function EventsPreventDefault() {
  const [note, setNote] = React.useState('Double-click a cell or press Enter on it to edit. Frames are locked.');

  // The on* props run before the grid's own handlers, so flagging the event is enough.
  const stopOnLocked = (params: GridCellParams<InventoryRow>, event: {defaultMuiPrevented?: boolean}) => {
    if (isLocked(params.row)) {
      event.defaultMuiPrevented = true;
      setNote(`${params.row.product} is locked: editing was prevented.`);
    }
  };
  const onCellDoubleClick: GridEventListener<'cellDoubleClick'> = (params, event) => stopOnLocked(params, event);
  const onCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    if (event.key === 'Enter' || event.key.length === 1) stopOnLocked(params, event);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}} aria-live="polite">
        {note}
      </Typography>
      <Box sx={{height: 340}}>
        <DataGrid rows={rows} columns={columns} onCellDoubleClick={onCellDoubleClick} onCellKeyDown={onCellKeyDown} hideFooter />
      </Box>
    </Box>
  );
}
