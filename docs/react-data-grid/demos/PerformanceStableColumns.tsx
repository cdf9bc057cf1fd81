import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(50, 109);
const COUNTER_REFRESH_MS = 200;
// Object and array props are hoisted too: a new `initialState` or `pageSizeOptions` on each render
// would also make the grid re-render its cells, whatever the columns.
const initialState = {pagination: {paginationModel: {pageSize: 5}}};
const pageSizeOptions = [5, 10];

/** Counts every time the grid renders a stock cell (a ref, so counting causes no extra render). */
function makeColumns(counter: React.RefObject<number>): GridColDef<InventoryRow>[] {
  return [
    {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
    {field: 'category', headerName: 'Category', width: 120},
    {
      field: 'inStock',
      headerName: 'In stock',
      type: 'number',
      width: 110,
      renderCell: (params: GridRenderCellParams<InventoryRow, number>) => {
        counter.current += 1;
        return params.value;
      },
    },
  ];
}

export default function PerformanceStableColumns() {
  const counter = React.useRef(0);
  const output = React.useRef<HTMLSpanElement>(null);
  const [inline, setInline] = React.useState(true);
  const [clicks, setClicks] = React.useState(0);

  const stableColumns = React.useMemo(() => makeColumns(counter), []);
  // Inline: a new array (and new renderCell functions) on every render of this component.
  const columns = inline ? makeColumns(counter) : stableColumns;

  // Written to the DOM directly: putting the count in state would itself re-render the grid.
  // Polled, because the grid may re-render its cells after this component's effects have run.
  React.useEffect(() => {
    const timer = setInterval(() => {
      if (output.current) output.current.textContent = String(counter.current);
    }, COUNTER_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <FormControlLabel
          control={<Switch checked={inline} onChange={(event) => setInline(event.target.checked)} />}
          label={inline ? 'Columns created inline' : 'Columns memoized'}
        />
        <Button size="small" variant="outlined" onClick={() => setClicks((count) => count + 1)}>
          Re-render parent ({clicks})
        </Button>
        <Button
          size="small"
          onClick={() => {
            counter.current = 0;
            setClicks(0);
          }}
        >
          Reset count
        </Button>
      </Stack>
      <Typography variant="body2">
        Stock cells rendered so far:{' '}
        <strong>
          <span ref={output}>0</span>
        </strong>
      </Typography>
      <Box sx={{height: 320}}>
        <DataGrid rows={rows} columns={columns} initialState={initialState} pageSizeOptions={pageSizeOptions} />
      </Box>
    </Stack>
  );
}
