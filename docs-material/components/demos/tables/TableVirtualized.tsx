import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {createServiceOrders, euros} from '@site/src/demo-data/material-display';

const orders = createServiceOrders(2000, 3);
const ROW_HEIGHT = 53;
const VIEW_HEIGHT = 320;
const OVERSCAN = 4;

// Renders only the rows in view (plus a few): two spacer rows stand in for the rest, so the
// scroll bar still reflects 2,000 rows.
export default function TableVirtualized() {
  const [scrollTop, setScrollTop] = React.useState(0);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(orders.length, Math.ceil((scrollTop + VIEW_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  return (
    <Paper sx={{width: '100%', overflow: 'hidden'}}>
      <TableContainer tabIndex={0} sx={{height: VIEW_HEIGHT}} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
        <Table stickyHeader aria-label="2,000 orders, virtualized" aria-rowcount={orders.length + 1}>
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell>Bike</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow aria-hidden style={{height: first * ROW_HEIGHT}} />
            {orders.slice(first, last).map((order, offset) => (
              <TableRow key={order.id} aria-rowindex={first + offset + 2} sx={{height: ROW_HEIGHT}}>
                <TableCell>#{order.id}</TableCell>
                <TableCell>{order.customer}</TableCell>
                <TableCell>{order.bike}</TableCell>
                <TableCell align="right">{euros(order.amount)}</TableCell>
              </TableRow>
            ))}
            <TableRow aria-hidden style={{height: (orders.length - last) * ROW_HEIGHT}} />
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
