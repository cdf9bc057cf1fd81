import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {useTheme} from '@mui/material/styles';

/** What each level of the theme's z-index scale is for, in the order of the scale. */
const USES: Record<string, string> = {
  mobileStepper: 'Mobile stepper',
  fab: 'Floating action button',
  speedDial: 'Speed dial',
  appBar: 'App bar (fixed, sticky or absolute)',
  drawer: 'Drawer',
  modal: 'Modal, dialog, menu, popover',
  snackbar: 'Snackbar',
  tooltip: 'Tooltip',
};

export default function AppBarZIndex() {
  const theme = useTheme();
  const entries = Object.entries(theme.zIndex).sort(([, a], [, b]) => a - b);
  const bar = React.useRef<HTMLElement>(null);
  const [rendered, setRendered] = React.useState<string | null>(null);
  // The z-index the browser applied to the sticky bar below, read after render.
  React.useEffect(() => {
    if (bar.current) setRendered(getComputedStyle(bar.current).zIndex);
  }, [theme]);
  return (
    <Box>
      <AppBar ref={bar} position="sticky" data-rendered-z-index={rendered ?? undefined}>
        <Toolbar variant="dense">
          <Typography component="div">This sticky app bar renders with z-index {rendered ?? '…'}</Typography>
        </Toolbar>
      </AppBar>
      <Table size="small" aria-label="The theme's z-index scale" sx={{mt: 1}}>
        <TableHead>
          <TableRow>
            <TableCell>Key in theme.zIndex</TableCell>
            <TableCell align="right">z-index</TableCell>
            <TableCell>Used by</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map(([key, value]) => (
            <TableRow key={key} data-z-index-key={key} selected={key === 'appBar'}>
              <TableCell>{key}</TableCell>
              <TableCell align="right" data-z-index-value>
                {value}
              </TableCell>
              <TableCell>{USES[key] ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
