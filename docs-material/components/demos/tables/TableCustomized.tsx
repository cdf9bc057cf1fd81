import {styled} from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, {tableCellClasses} from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import {createServiceOrders, euros} from '@site/src/demo-data/material-display';

const HeadCell = styled(TableCell)(({theme}) => ({
  [`&.${tableCellClasses.head}`]: {
    backgroundColor: (theme.vars || theme).palette.primary.main,
    color: (theme.vars || theme).palette.primary.contrastText,
    fontWeight: 600,
  },
}));

// Every other row gets a tint; the last row drops its bottom border.
const StripedRow = styled(TableRow)(({theme}) => ({
  '&:nth-of-type(odd)': {backgroundColor: (theme.vars || theme).palette.action.hover},
  '&:last-child td, &:last-child th': {border: 0},
}));

const orders = createServiceOrders(5);

export default function TableCustomized() {
  return (
    <TableContainer component={Paper}>
      <Table aria-label="Workshop orders">
        <TableHead>
          <TableRow>
            <HeadCell>Order</HeadCell>
            <HeadCell>Customer</HeadCell>
            <HeadCell>Service</HeadCell>
            <HeadCell align="right">Hours</HeadCell>
            <HeadCell align="right">Amount</HeadCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <StripedRow key={order.id}>
              <TableCell component="th" scope="row">
                #{order.id}
              </TableCell>
              <TableCell>{order.customer}</TableCell>
              <TableCell>{order.service}</TableCell>
              <TableCell align="right">{order.hours.toFixed(1)}</TableCell>
              <TableCell align="right">{euros(order.amount)}</TableCell>
            </StripedRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
