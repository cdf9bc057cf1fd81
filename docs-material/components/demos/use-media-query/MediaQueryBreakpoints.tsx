import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import {useTheme, type Breakpoint} from '@mui/material/styles';

const KEYS: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

// One row per breakpoint whatever the window's width: only the yes/no cells change.
function Row({name}: {name: Breakpoint}) {
  const theme = useTheme();
  const up = useMediaQuery(theme.breakpoints.up(name));
  const only = useMediaQuery(theme.breakpoints.only(name));
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {name} ({theme.breakpoints.values[name]} px)
      </TableCell>
      <TableCell>{up ? 'yes' : 'no'}</TableCell>
      <TableCell>{only ? 'yes' : 'no'}</TableCell>
    </TableRow>
  );
}

export default function MediaQueryBreakpoints() {
  return (
    <Table size="small" aria-label="Breakpoints matched by this window" sx={{maxWidth: 420}}>
      <TableHead>
        <TableRow>
          <TableCell>Breakpoint</TableCell>
          <TableCell>up()</TableCell>
          <TableCell>only()</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {KEYS.map((key) => (
          <Row key={key} name={key} />
        ))}
      </TableBody>
    </Table>
  );
}
