import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {useTheme, type Theme} from '@mui/material/styles';

// Read from the theme the demos render with, so the table cannot disagree with the components.
const ENTRIES: {key: keyof Theme['zIndex']; what: string}[] = [
  {key: 'appBar', what: 'AppBar'},
  {key: 'drawer', what: 'Drawer paper, and the root of a temporary drawer'},
  {key: 'modal', what: 'Modal, Dialog, Menu, Popover: drawn above a drawer'},
];

export default function DrawerZIndex() {
  const {zIndex} = useTheme();
  return (
    <Table size="small" aria-label="z-index of drawers and their neighbours" sx={{maxWidth: 560}}>
      <TableHead>
        <TableRow>
          <TableCell>theme.zIndex</TableCell>
          <TableCell align="right">Value</TableCell>
          <TableCell>Used by</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ENTRIES.map(({key, what}) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row">
              <code>{key}</code>
            </TableCell>
            <TableCell align="right" data-z-index-entry={key}>
              {zIndex[key]}
            </TableCell>
            <TableCell>{what}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
