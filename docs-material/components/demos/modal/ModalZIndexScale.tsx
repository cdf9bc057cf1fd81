import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {useTheme} from '@mui/material/styles';

// Read from the theme the demos run in, lowest layer first, so the table can never disagree with it.
export default function ModalZIndexScale() {
  const theme = useTheme();
  const layers = Object.entries(theme.zIndex).sort(([, a], [, b]) => a - b);
  return (
    <Table size="small" aria-label="z-index of each layer" sx={{maxWidth: 360}}>
      <TableHead>
        <TableRow>
          <TableCell>theme.zIndex key</TableCell>
          <TableCell align="right">z-index</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {layers.map(([key, value]) => (
          <TableRow key={key} data-z-index-key={key}>
            <TableCell component="th" scope="row">
              {key}
            </TableCell>
            <TableCell align="right">{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
