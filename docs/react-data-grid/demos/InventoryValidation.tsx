import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

/** Why a stock count is refused, or null when it is fine. */
function stockProblem(value: unknown): string | null {
  const units = Number(value);
  if (value === '' || value === null || Number.isNaN(units)) return 'Enter a number of units';
  if (!Number.isInteger(units)) return 'Units are whole numbers';
  if (units < 0) return 'Stock cannot be negative';
  return null;
}

function StockEditCell(params: GridRenderEditCellParams<InventoryRow, number>) {
  const problem = params.error ? stockProblem(params.value) : null;
  return (
    <Tooltip open={Boolean(problem)} title={problem ?? ''} placement="bottom-start">
      <GridEditInputCell {...params} />
    </Tooltip>
  );
}

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 160},
  {
    field: 'inStock',
    headerName: 'Units (editable)',
    type: 'number',
    width: 160,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error: stockProblem(params.props.value) !== null,
    }),
    renderEditCell: (params) => <StockEditCell {...params} />,
  },
];

const rows = createInventoryRows(5, 3);

export default function InventoryValidation() {
  return (
    <Box
      sx={(theme) => ({
        height: 320,
        width: '100%',
        '& .MuiDataGrid-editInputCell.Mui-error': {outline: `2px solid ${(theme.vars || theme).palette.error.main}`, outlineOffset: -2},
      })}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
