import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridPreProcessEditCellProps} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const START_ROWS = createInventoryRows(12, 53);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 160},
  {
    field: 'inStock',
    headerName: 'In stock (0-500)',
    type: 'number',
    width: 150,
    editable: true,
    // An invalid value marks the cell in error and the grid refuses to leave edit mode.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const value = Number(params.props.value);
      return {...params.props, error: !Number.isInteger(value) || value < 0 || value > 500};
    },
  },
  {field: 'unitPrice', headerName: 'Price', type: 'number', width: 120, editable: true},
];

/** Stands in for a server that rejects prices below cost. */
function saveRow(row: InventoryRow): Promise<InventoryRow> {
  return new Promise((resolve, reject) =>
    setTimeout(() => (row.unitPrice < 5 ? reject(new Error(`${row.product}: a price below 5 is refused.`)) : resolve(row)), 300),
  );
}

export default function EditingValidateStock() {
  const [message, setMessage] = React.useState<string | null>(null);
  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 340}}>
        <DataGrid
          rows={START_ROWS}
          columns={columns}
          processRowUpdate={async (row: InventoryRow) => {
            const saved = await saveRow(row);
            setMessage(null);
            return saved;
          }}
          onProcessRowUpdateError={(error: Error) => setMessage(error.message)}
          sx={{'& .Mui-error': {bgcolor: 'error.main', color: 'error.contrastText'}}}
          density="compact"
          hideFooter
        />
      </Box>
      <Alert severity={message ? 'error' : 'info'} sx={{mt: 1}} role="status">
        {message ?? 'Try a stock of 600, or a price of 2.'}
      </Alert>
    </Box>
  );
}
