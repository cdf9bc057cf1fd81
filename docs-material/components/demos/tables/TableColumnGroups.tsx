import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {CATALOGUE} from '@site/src/demo-data/material-display';

// Stock per shop: a seeded split of each line's total stock over the three shops.
const rows = CATALOGUE.slice(0, 6).map((item, index) => {
  const lisbon = Math.ceil(item.stock / 2);
  const utrecht = Math.floor(((item.stock - lisbon) * ((index % 3) + 1)) / 3);
  return {...item, lisbon, utrecht, kyoto: item.stock - lisbon - utrecht};
});

export default function TableColumnGroups() {
  return (
    <TableContainer component={Paper}>
      <Table aria-label="Stock by shop">
        <TableHead>
          <TableRow>
            <TableCell colSpan={2}>Product</TableCell>
            <TableCell align="center" colSpan={3}>
              Stock by shop
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Category</TableCell>
            <TableCell align="right">Lisbon</TableCell>
            <TableCell align="right">Utrecht</TableCell>
            <TableCell align="right">Kyoto</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.sku}>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.category}</TableCell>
              <TableCell align="right">{row.lisbon}</TableCell>
              <TableCell align="right">{row.utrecht}</TableCell>
              <TableCell align="right">{row.kyoto}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
