import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {createServiceOrders, euros} from '@site/src/demo-data/material-display';

const orders = createServiceOrders(30, 8);

export default function TableStickyHeader() {
  return (
    <Paper sx={{width: '100%', overflow: 'hidden'}}>
      {/* The container scrolls; the header cells stick to its top. */}
      <TableContainer tabIndex={0} sx={{maxHeight: 320}}>
        <Table stickyHeader aria-label="Orders, sticky header">
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell>Mechanic</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((order) => (
              <TableRow hover key={order.id}>
                <TableCell>#{order.id}</TableCell>
                <TableCell>{order.customer}</TableCell>
                <TableCell>{order.mechanic}</TableCell>
                <TableCell>{order.status}</TableCell>
                <TableCell align="right">{euros(order.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
