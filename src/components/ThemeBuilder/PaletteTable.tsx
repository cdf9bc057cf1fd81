/** The palette Material UI derives from the chosen colours, per scheme: what the copied code produces. */
import React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type {Palette} from '@mui/material/styles';
import {PALETTE_KEYS, type Mode} from '@site/src/lib/theme-builder/state';

const SHADES = ['main', 'light', 'dark', 'contrastText'] as const;

export default function PaletteTable({palette, mode}: {palette: Palette; mode: Mode}) {
  return (
    <Table size="small" aria-label={`Generated palette, ${mode} scheme`}>
      <TableHead>
        <TableRow>
          <TableCell>Colour</TableCell>
          {SHADES.map((shade) => (
            <TableCell key={shade}>{shade}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {PALETTE_KEYS.map((key) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row">
              {key}
            </TableCell>
            {SHADES.map((shade) => (
              <TableCell key={shade} data-palette-value={`${mode}.${key}.${shade}`}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    display: 'inline-block',
                    width: 12,
                    height: 12,
                    mr: 0.5,
                    verticalAlign: 'middle',
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: palette[key][shade],
                  }}
                />
                {palette[key][shade]}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
