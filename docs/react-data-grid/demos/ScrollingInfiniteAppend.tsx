import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPro} from '@mui/x-data-grid-pro';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';

const allRows = createOrderRows(300);
const BLOCK_SIZE = 40;
const FAKE_DELAY_MS = 500;
const columns = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', flex: 1},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'total', headerName: 'Total', type: 'number' as const, width: 110},
];

export default function ScrollingInfiniteAppend() {
  const [rows, setRows] = React.useState(() => allRows.slice(0, BLOCK_SIZE));
  const [loading, setLoading] = React.useState(false);

  const loadMore = React.useCallback(() => {
    if (loading || rows.length >= allRows.length) return;
    setLoading(true);
    setTimeout(() => {
      setRows((current) => allRows.slice(0, current.length + BLOCK_SIZE));
      setLoading(false);
    }, FAKE_DELAY_MS);
  }, [loading, rows.length]);

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {rows.length} of {allRows.length} rows loaded
      </Typography>
      <Box sx={{height: 360}}>
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          hideFooter
          // Fire onRowsScrollEnd when the reader is within 150 px of the bottom, not only at 0 px.
          scrollEndThreshold={150}
          onRowsScrollEnd={loadMore}
        />
      </Box>
    </Box>
  );
}
