import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TablePagination from '@mui/material/TablePagination';
import type {TablePaginationActionsProps} from '@mui/material/TablePaginationActions';
import TableRow from '@mui/material/TableRow';
import {createServiceOrders, euros} from '@site/src/demo-data/material-display';

const orders = createServiceOrders(17, 5);

// Replaces the two arrow buttons with text buttons and a "page x of y" label.
function TextPaginationActions({count, page, rowsPerPage, onPageChange}: TablePaginationActionsProps) {
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 1, ml: 2}}>
      <Button size="small" disabled={page === 0} onClick={(event) => onPageChange(event, page - 1)}>
        Previous
      </Button>
      <Box component="span" sx={{typography: 'body2', whiteSpace: 'nowrap'}}>
        Page {page + 1} of {lastPage + 1}
      </Box>
      <Button size="small" disabled={page >= lastPage} onClick={(event) => onPageChange(event, page + 1)}>
        Next
      </Button>
    </Box>
  );
}

export default function TablePaginationActionsCustom() {
  const [page, setPage] = React.useState(0);
  const rowsPerPage = 5;
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label="Orders with custom pagination actions">
        <TableBody>
          {orders.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage).map((order) => (
            <TableRow key={order.id}>
              <TableCell component="th" scope="row">
                #{order.id}
              </TableCell>
              <TableCell>{order.customer}</TableCell>
              <TableCell>{order.service}</TableCell>
              <TableCell align="right">{euros(order.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              rowsPerPageOptions={[]}
              count={orders.length}
              rowsPerPage={rowsPerPage}
              page={page}
              onPageChange={(_, next) => setPage(next)}
              ActionsComponent={TextPaginationActions}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
