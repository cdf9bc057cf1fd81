import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridDataSource} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const ALL_ROWS = createStaffRows(150, 212);
const BLOCK_SIZE = 25;
const LATENCY_MS = 400;

const columns: GridColDef<StaffRow>[] = [
  {field: 'id', headerName: 'ID', type: 'number', width: 70, sortable: false},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140, sortable: false},
  {field: 'team', headerName: 'Team', width: 120, sortable: false},
  {field: 'city', headerName: 'City', width: 120, sortable: false},
];

export default function RowUpdatesInfiniteDataSource() {
  const [loaded, setLoaded] = React.useState(0);

  // Serves blocks of 25 rows; the total is only sent with the last block, like a cursor API.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({start, end}) => {
        await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
        const from = Number(start);
        const rows = ALL_ROWS.slice(from, Number(end) + 1);
        setLoaded((current) => Math.max(current, from + rows.length));
        const isLast = from + rows.length >= ALL_ROWS.length;
        return {rows, rowCount: isLast ? ALL_ROWS.length : undefined};
      },
    }),
    [],
  );

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}} aria-live="polite">
        {loaded} of {ALL_ROWS.length} rows loaded. Scroll to the bottom to load the next block.
      </Typography>
      <Box sx={{height: 340}}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          initialState={{pagination: {paginationModel: {page: 0, pageSize: BLOCK_SIZE}}}}
          hideFooter
        />
      </Box>
    </Box>
  );
}
