import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import {DataGridPremium, useGridApiContext, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

const money = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

function RegionCell(params: GridRenderCellParams<OrderRow>) {
  const apiRef = useGridApiContext();
  const {rowNode, id} = params;
  if (rowNode.type !== 'group') return null; // leaf rows leave the grouping cell empty
  // Every order below this group, to total its revenue in the chip.
  const orderIds = apiRef.current.getRowGroupChildren({groupId: id});
  const total = orderIds.reduce<number>((sum, orderId) => sum + (apiRef.current.getRow<OrderRow>(orderId)?.revenue ?? 0), 0);
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 1}}>
      <IconButton
        size="small"
        aria-label={rowNode.childrenExpanded ? 'Collapse' : 'Expand'}
        onClick={(event) => {
          event.stopPropagation();
          apiRef.current.setRowChildrenExpansion(id, !rowNode.childrenExpanded);
        }}
      >
        {rowNode.childrenExpanded ? <KeyboardArrowDownIcon fontSize="small" /> : <KeyboardArrowRightIcon fontSize="small" />}
      </IconButton>
      <strong>{String(rowNode.groupingKey)}</strong>
      <Chip size="small" label={money.format(total)} />
    </Box>
  );
}

export default function RowGroupingCustomCell() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{rowGrouping: {model: ['region']}}}
        groupingColDef={{headerName: 'Region (total revenue)', width: 250, renderCell: (params) => <RegionCell {...params} />}}
        hideFooter
      />
    </Box>
  );
}
