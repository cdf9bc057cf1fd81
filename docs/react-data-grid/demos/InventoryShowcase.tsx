import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef, type GridPreProcessEditCellProps} from '@mui/x-data-grid-premium';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

/** Below this many units a product line needs restocking. */
const LOW_STOCK_UNITS = 20;

type StockStatus = 'Out of stock' | 'Low stock' | 'In stock';

function statusOf(units: number): StockStatus {
  if (units === 0) return 'Out of stock';
  return units < LOW_STOCK_UNITS ? 'Low stock' : 'In stock';
}

const STATUS_COLORS = {'Out of stock': 'error', 'Low stock': 'warning', 'In stock': 'success'} as const;

const currency = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

function rejectUnless(valid: (value: number) => boolean) {
  return (params: GridPreProcessEditCellProps) => ({...params.props, error: !valid(Number(params.props.value))});
}

const columns: GridColDef<InventoryRow>[] = [
  {
    field: 'id',
    headerName: 'SKU',
    width: 80, // The aggregation footer row has no SKU: show nothing rather than a made-up one.
    valueFormatter: (value?: number) => (value == null ? '' : `BK-${String(value).padStart(3, '0')}`),
  },
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 160, editable: true},
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Frames', 'Wheels', 'Parts', 'Apparel'],
    width: 120,
    editable: true,
  },
  {
    field: 'inStock',
    headerName: 'Units',
    type: 'number',
    width: 100,
    editable: true,
    preProcessEditCellProps: rejectUnless((units) => Number.isInteger(units) && units >= 0),
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)),
    preProcessEditCellProps: rejectUnless((price) => price > 0),
  },
  {
    field: 'stockValue',
    headerName: 'Stock value',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => (row.inStock ?? 0) * (row.unitPrice ?? 0),
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    valueGetter: (_value, row) => (row.inStock === undefined ? undefined : statusOf(row.inStock)),
    renderCell: ({value, rowNode}) =>
      rowNode.type !== 'leaf' || !value ? null : (
        <Chip size="small" variant="outlined" label={value} color={STATUS_COLORS[value as StockStatus]} />
      ),
  },
];

export default function InventoryShowcase() {
  const [rows, setRows] = React.useState(() => createInventoryRows(30, 13));
  const [message, setMessage] = React.useState<string | null>(null);

  const processRowUpdate = React.useCallback((updated: InventoryRow) => {
    setRows((previous) => previous.map((row) => (row.id === updated.id ? updated : row)));
    setMessage(`Saved ${updated.product}: ${updated.inStock} units at ${currency.format(updated.unitPrice)}.`);
    return updated;
  }, []);

  const lowStock = rows.filter((row) => row.inStock < LOW_STOCK_UNITS).length;
  const totalValue = rows.reduce((sum, row) => sum + row.inStock * row.unitPrice, 0);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={3} sx={{mb: 1, flexWrap: 'wrap'}} data-testid="inventory-totals">
        <Typography variant="body2">
          <strong>{rows.length}</strong> product lines
        </Typography>
        <Typography variant="body2">
          Stock value <strong>{currency.format(totalValue)}</strong>
        </Typography>
        <Typography variant="body2">
          <strong>{lowStock}</strong> need restocking
        </Typography>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 480,
          '& .MuiDataGrid-editInputCell.Mui-error': {
            bgcolor: (theme.vars || theme).palette.error.main,
            color: (theme.vars || theme).palette.error.contrastText,
          },
        })}
      >
        <DataGridPremium
          rows={rows}
          columns={columns}
          editMode="cell"
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) => setMessage(error.message)}
          initialState={{
            aggregation: {model: {inStock: 'sum', stockValue: 'sum'}},
            sorting: {sortModel: [{field: 'id', sort: 'asc'}]},
          }}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
      <Alert severity="info" sx={{mt: 1}} role="status">
        {message ?? 'Double-click a product, category, unit or price cell to edit it; Enter saves, Escape cancels.'}
      </Alert>
    </Box>
  );
}
