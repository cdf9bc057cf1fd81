import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import {createServiceOrders, euros, type ServiceOrder} from '@site/src/demo-data/material-display';

const orders = createServiceOrders(4, 13);

function OrderRow({order}: {order: ServiceOrder}) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <TableRow sx={{'& > *': {borderBottom: 'unset'}}}>
        <TableCell>
          <IconButton
            size="small"
            aria-label={open ? `Hide parts of order ${order.id}` : `Show parts of order ${order.id}`}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          #{order.id}
        </TableCell>
        <TableCell>{order.customer}</TableCell>
        <TableCell>{order.service}</TableCell>
        <TableCell align="right">{euros(order.amount)}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell sx={{py: 0}} colSpan={5}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box sx={{m: 1}}>
              <Typography variant="subtitle2" gutterBottom component="div">
                Parts used
              </Typography>
              <Table size="small" aria-label={`Parts of order ${order.id}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Part</TableCell>
                    <TableCell align="right">Quantity</TableCell>
                    <TableCell align="right">Unit price</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.lines.map((line, index) => (
                    <TableRow key={`${line.part}-${index}`}>
                      <TableCell>{line.part}</TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell align="right">{euros(line.unitPrice)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

export default function TableCollapsible() {
  return (
    <TableContainer component={Paper}>
      <Table aria-label="Orders with their parts">
        <TableHead>
          <TableRow>
            <TableCell sx={{width: 56}} />
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Service</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
