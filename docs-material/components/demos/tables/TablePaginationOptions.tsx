import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import {createServiceOrders} from '@site/src/demo-data/material-display';

const orders = createServiceOrders(23);

export default function TablePaginationOptions() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);
  // -1 is the value of the "All" option: show every row.
  const visible = rowsPerPage > 0 ? orders.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage) : orders;
  // Pad the last page so the footer does not jump up.
  const emptyRows = rowsPerPage > 0 ? Math.max(0, (1 + page) * rowsPerPage - orders.length) : 0;

  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label="Orders with pagination">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Bike</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map((order) => (
            <TableRow key={order.id}>
              <TableCell>#{order.id}</TableCell>
              <TableCell>{order.customer}</TableCell>
              <TableCell>{order.bike}</TableCell>
              <TableCell>{order.status}</TableCell>
            </TableRow>
          ))}
          {emptyRows > 0 && (
            <TableRow style={{height: 33 * emptyRows}}>
              <TableCell colSpan={4} />
            </TableRow>
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              rowsPerPageOptions={[4, 8, {label: 'All', value: -1}]}
              count={orders.length}
              rowsPerPage={rowsPerPage}
              page={page}
              showFirstButton
              showLastButton
              labelRowsPerPage="Orders per page:"
              labelDisplayedRows={({from, to, count}) => `${from}–${to} of ${count} orders`}
              onPageChange={(_, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
