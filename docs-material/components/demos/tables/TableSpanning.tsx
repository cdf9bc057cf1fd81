import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {euros} from '@site/src/demo-data/material-display';

// Portugal's standard VAT rate.
const VAT_RATE = 0.23;

const lines = [
  {description: 'Chain, 12-speed', quantity: 1, unit: 42},
  {description: 'Cassette 11-50', quantity: 1, unit: 139},
  {description: 'Disc brake pads (pair)', quantity: 2, unit: 24},
  {description: 'Labour (hours)', quantity: 1.5, unit: 55},
];

const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unit, 0);
const vat = subtotal * VAT_RATE;

export default function TableSpanning() {
  return (
    <TableContainer component={Paper}>
      <Table sx={{minWidth: 560}} aria-label="Invoice">
        <TableHead>
          <TableRow>
            <TableCell align="center" colSpan={3}>
              Details
            </TableCell>
            <TableCell align="right">Price</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Qty.</TableCell>
            <TableCell align="right">Unit</TableCell>
            <TableCell align="right">Sum</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.description}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{euros(line.unit)}</TableCell>
              <TableCell align="right">{euros(line.quantity * line.unit)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            {/* An empty cell spans the three totals rows, under the item column. */}
            <TableCell rowSpan={3} />
            <TableCell colSpan={2}>Subtotal</TableCell>
            <TableCell align="right">{euros(subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>VAT</TableCell>
            <TableCell align="right">{`${(VAT_RATE * 100).toFixed(0)} %`}</TableCell>
            <TableCell align="right">{euros(vat)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2}>Total</TableCell>
            <TableCell align="right">{euros(subtotal + vat)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
