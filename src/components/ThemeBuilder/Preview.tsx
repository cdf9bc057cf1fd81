/**
 * Common components in one colour scheme of the generated theme. Each pane has its own ThemeProvider,
 * so light and dark show side by side whatever the page's own mode; the dialog opens inside the pane
 * (its modal and backdrop positioned to the pane, not the window).
 */
import React, {useRef, useState} from 'react';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type {Mode} from '@site/src/lib/theme-builder/state';

// A small stock list, fixed so every reader sees the same preview.
const ROWS = [
  {item: 'Trail running shoes', stock: 14, price: '89.00'},
  {item: 'Merino base layer', stock: 3, price: '64.50'},
  {item: 'Headlamp, 400 lm', stock: 0, price: '39.90'},
];

function PreviewDialog({container, open, onClose}: {container: HTMLElement | null; open: boolean; onClose: () => void}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      container={container}
      disableScrollLock
      aria-labelledby="theme-builder-dialog-title"
      sx={{position: 'absolute'}}
      slotProps={{backdrop: {sx: {position: 'absolute'}}}}
    >
      <DialogTitle id="theme-builder-dialog-title">Restock the headlamp?</DialogTitle>
      <DialogContent>
        <DialogContentText>An order for 20 units goes to the supplier today.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={onClose}>
          Order
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function Preview({theme, mode}: {theme: Theme; mode: Mode}) {
  const pane = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const title = mode === 'light' ? 'Light' : 'Dark';
  return (
    <ThemeProvider theme={theme}>
      <Paper
        ref={pane}
        variant="outlined"
        role="region"
        aria-label={`${title} preview`}
        data-preview-mode={mode}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          p: 2,
          bgcolor: 'background.default',
          color: 'text.primary',
          fontFamily: theme.typography.fontFamily,
        }}
      >
        <Stack spacing={2}>
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
            <Button variant="contained">Save</Button>
            <Button variant="outlined">Preview</Button>
            <Button>Cancel</Button>
            <Button variant="contained" color="secondary">
              Share
            </Button>
            <Button variant="outlined" color="error">
              Delete
            </Button>
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
            <TextField label="Product name" defaultValue="Trail running shoes" />
            <TextField label="Quantity" defaultValue="-2" error helperText="Cannot be negative" />
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
            {(['primary', 'secondary', 'success', 'warning', 'info', 'error'] as const).map((color) => (
              <Chip key={color} label={color} color={color} />
            ))}
            <Chip label="outlined" color="primary" variant="outlined" />
          </Stack>
          <Stack spacing={1}>
            <Alert severity="success">Order 1042 shipped.</Alert>
            <Alert severity="info">Prices include VAT.</Alert>
            <Alert severity="warning">Only 3 base layers left.</Alert>
            <Alert severity="error">The headlamp is out of stock.</Alert>
          </Stack>
          <Paper variant="outlined">
            <Table aria-label={`${title} preview stock table`}>
              <TableHead>
                <TableRow>
                  <TableCell>Item</TableCell>
                  <TableCell align="right">In stock</TableCell>
                  <TableCell align="right">Price (EUR)</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {ROWS.map((row) => (
                  <TableRow key={row.item}>
                    <TableCell>{row.item}</TableCell>
                    <TableCell align="right">{row.stock}</TableCell>
                    <TableCell align="right">{row.price}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
          <Box>
            <Button variant="outlined" onClick={() => setOpen(true)}>
              Open dialog
            </Button>
          </Box>
        </Stack>
        <PreviewDialog container={pane.current} open={open} onClose={() => setOpen(false)} />
      </Paper>
    </ThemeProvider>
  );
}
