import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import {DataGrid, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(16, 52);
const COPIED_MS = 1500;

/**
 * A component, not code inside renderCell: hooks need a component of their own, and the state
 * (the "copied" tick) belongs to this one cell. It also moves focus to its button when the cell
 * gets focus from the keyboard, so Enter or Space presses it.
 */
function SkuCell({value, hasFocus, tabIndex}: GridRenderCellParams<InventoryRow, string>) {
  const [copied, setCopied] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) buttonRef.current?.focus();
  }, [hasFocus]);

  React.useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 1, height: '100%'}}>
      <Box component="span" sx={{fontFamily: 'monospace'}}>
        {value}
      </Box>
      <Tooltip title={copied ? 'Copied' : 'Copy the SKU'}>
        <IconButton
          ref={buttonRef}
          size="small"
          tabIndex={tabIndex}
          aria-label={`Copy ${value}`}
          onClick={() => {
            void navigator.clipboard?.writeText(value ?? '').catch(() => undefined);
            setCopied(true);
          }}
        >
          {copied ? <CheckIcon fontSize="small" /> : <ContentCopyIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}

const columns: GridColDef<InventoryRow>[] = [
  {
    field: 'sku',
    headerName: 'SKU',
    width: 170,
    valueGetter: (_value, row) => `${row.category.slice(0, 3).toUpperCase()}-${String(row.id).padStart(4, '0')}`,
    renderCell: (params: GridRenderCellParams<InventoryRow, string>) => <SkuCell {...params} />,
  },
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

export default function ColumnDefinitionHooksRenderer() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
