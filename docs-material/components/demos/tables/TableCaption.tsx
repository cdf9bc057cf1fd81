import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {CATALOGUE} from '@site/src/demo-data/material-display';

const lowStock = CATALOGUE.filter((item) => item.stock < 5);

export default function TableCaption() {
  return (
    <TableContainer component={Paper}>
      <Table aria-label="Products low on stock">
        <caption>Lines with fewer than five units left, counted at closing on Friday.</caption>
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell>SKU</TableCell>
            <TableCell align="right">In stock</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lowStock.map((item) => (
            <TableRow key={item.sku}>
              <TableCell component="th" scope="row">
                {item.name}
              </TableCell>
              <TableCell>{item.sku}</TableCell>
              <TableCell align="right">{item.stock}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
