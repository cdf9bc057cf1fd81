import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import {CATALOGUE, euros} from '@site/src/demo-data/material-display';

export default function TableDense() {
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label="Catalogue, dense">
        <TableHead>
          <TableRow>
            <TableCell>SKU</TableCell>
            <TableCell>Product</TableCell>
            <TableCell align="right">In stock</TableCell>
            <TableCell align="right">Price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {CATALOGUE.slice(0, 8).map((row) => (
            <TableRow key={row.sku}>
              <TableCell component="th" scope="row" sx={{fontFamily: 'monospace'}}>
                {row.sku}
              </TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell align="right">{row.stock}</TableCell>
              <TableCell align="right">{euros(row.price)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
