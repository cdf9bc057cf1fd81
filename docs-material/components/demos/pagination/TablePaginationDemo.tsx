import * as React from 'react';
import TablePagination from '@mui/material/TablePagination';

// 143 bookings; rowsPerPage and page are state, as a table around it would hold them.
export default function TablePaginationDemo() {
  const [page, setPage] = React.useState(2);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);
  return (
    <TablePagination
      component="div"
      count={143}
      page={page}
      onPageChange={(_event, next) => setPage(next)}
      rowsPerPage={rowsPerPage}
      onRowsPerPageChange={(event) => {
        setRowsPerPage(parseInt(event.target.value, 10));
        setPage(0);
      }}
      rowsPerPageOptions={[10, 25, 50]}
      slotProps={{select: {MenuProps: {disablePortal: true}}}}
    />
  );
}
