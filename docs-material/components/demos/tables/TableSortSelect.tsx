import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {visuallyHidden} from '@mui/utils';
import DeleteIcon from '@mui/icons-material/Delete';
import {CATALOGUE, euros, type CatalogueItem} from '@site/src/demo-data/material-display';

type SortKey = 'name' | 'category' | 'stock' | 'price';
type Order = 'asc' | 'desc';

const COLUMNS: {key: SortKey; label: string; numeric: boolean}[] = [
  {key: 'name', label: 'Product', numeric: false},
  {key: 'category', label: 'Category', numeric: false},
  {key: 'stock', label: 'In stock', numeric: true},
  {key: 'price', label: 'Price', numeric: true},
];

function compare(a: CatalogueItem, b: CatalogueItem, key: SortKey, order: Order): number {
  const left = a[key];
  const right = b[key];
  const result = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
  return order === 'asc' ? result : -result;
}

export default function TableSortSelect() {
  const [order, setOrder] = React.useState<Order>('asc');
  const [orderBy, setOrderBy] = React.useState<SortKey>('price');
  const [selected, setSelected] = React.useState<readonly string[]>([]);
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const [dense, setDense] = React.useState(false);

  const sorted = React.useMemo(() => [...CATALOGUE].sort((a, b) => compare(a, b, orderBy, order)), [order, orderBy]);
  const visible = sorted.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  const sortBy = (key: SortKey) => {
    setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
  };
  const toggle = (sku: string) => setSelected((current) => (current.includes(sku) ? current.filter((s) => s !== sku) : [...current, sku]));
  const allSelected = selected.length === CATALOGUE.length;

  return (
    <Paper sx={{width: '100%'}}>
      <Toolbar sx={{pl: 2, pr: 1, ...(selected.length > 0 && {bgcolor: 'action.selected'})}}>
        <Typography sx={{flex: '1 1 100%'}} variant={selected.length > 0 ? 'subtitle1' : 'h6'} component="div">
          {selected.length > 0 ? `${selected.length} selected` : 'Catalogue'}
        </Typography>
        {selected.length > 0 && (
          <Tooltip title="Remove from catalogue">
            <IconButton aria-label="Remove from catalogue" onClick={() => setSelected([])}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </Toolbar>
      <TableContainer>
        <Table size={dense ? 'small' : 'medium'} aria-label="Sortable catalogue">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  indeterminate={selected.length > 0 && !allSelected}
                  checked={allSelected}
                  onChange={() => setSelected(allSelected ? [] : CATALOGUE.map((row) => row.sku))}
                  slotProps={{input: {'aria-label': 'Select all products'}}}
                />
              </TableCell>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={orderBy === column.key ? order : false}
                >
                  <TableSortLabel
                    active={orderBy === column.key}
                    direction={orderBy === column.key ? order : 'asc'}
                    onClick={() => sortBy(column.key)}
                  >
                    {column.label}
                    {orderBy === column.key ? (
                      <Box component="span" sx={visuallyHidden}>
                        {order === 'desc' ? 'sorted descending' : 'sorted ascending'}
                      </Box>
                    ) : null}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((row) => {
              const isSelected = selected.includes(row.sku);
              return (
                <TableRow hover key={row.sku} selected={isSelected} onClick={() => toggle(row.sku)} sx={{cursor: 'pointer'}}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      // The row's click toggles too: stop the checkbox's click from toggling twice.
                      onClick={(event) => event.stopPropagation()}
                      onChange={() => toggle(row.sku)}
                      slotProps={{input: {'aria-label': `Select ${row.name}`}}}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row">
                    {row.name}
                  </TableCell>
                  <TableCell>{row.category}</TableCell>
                  <TableCell align="right">{row.stock}</TableCell>
                  <TableCell align="right">{euros(row.price)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        rowsPerPageOptions={[5, 10, 25]}
        component="div"
        count={CATALOGUE.length}
        rowsPerPage={rowsPerPage}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
      <FormControlLabel
        sx={{px: 2, pb: 1}}
        control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />}
        label="Dense rows"
      />
    </Paper>
  );
}
