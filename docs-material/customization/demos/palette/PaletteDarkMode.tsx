import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {createTheme, useTheme} from '@mui/material/styles';

const PATHS = ['primary.main', 'error.main', 'background.default', 'background.paper', 'text.primary', 'text.secondary', 'divider'];

function read(palette: object, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], palette) as string;
}

// Material UI's own dark palette beside the dark scheme of the theme this demo runs in.
export default function PaletteDarkMode() {
  const muiDark = React.useMemo(() => createTheme({palette: {mode: 'dark'}}).palette, []);
  const theme = useTheme();
  const ours = theme.colorSchemes.dark?.palette ?? theme.palette;
  return (
    <Box sx={{overflowX: 'auto'}}>
      <Table size="small" aria-label="Dark palette values">
        <TableHead>
          <TableRow>
            <TableCell>Token</TableCell>
            <TableCell>Material UI default</TableCell>
            <TableCell>This theme</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {PATHS.map((path) => (
            <TableRow key={path}>
              <TableCell sx={{fontFamily: 'monospace'}}>{path}</TableCell>
              {[muiDark, ours].map((palette, i) => (
                <TableCell key={i} sx={{fontFamily: 'monospace'}}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      display: 'inline-block',
                      width: 12,
                      height: 12,
                      mr: 1,
                      border: 1,
                      borderColor: 'divider',
                      bgcolor: read(palette, path),
                    }}
                  />
                  {read(palette, path)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
