import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {DataGridPro, useGridApiRef, type GridColDef} from '@mui/x-data-grid-pro';
import {createRandom} from '@site/src/demo-data/random';

const TICK_INTERVAL_MS = 800;
const UPDATES_PER_TICK = 3;
// Work done for a burst of updates (sorting, filtering, rendering) is done at most once per this interval.
const THROTTLE_ROWS_MS = 250;

interface Quote {
  id: string;
  price: number;
  change: number;
}

const initialRows: Quote[] = ['Chains', 'Tyres', 'Saddles', 'Helmets', 'Frames', 'Wheels', 'Lights', 'Pumps'].map((id, index) => ({
  id,
  price: 40 + index * 17,
  change: 0,
}));

const columns: GridColDef<Quote>[] = [
  {field: 'id', headerName: 'Product line', flex: 1},
  {field: 'price', headerName: 'Price', type: 'number', width: 110, valueFormatter: (value: number) => value.toFixed(2)},
  {
    field: 'change',
    headerName: 'Last change',
    type: 'number',
    width: 130,
    renderCell: ({value}) => (
      <Box component="span" sx={{color: value > 0 ? 'success.main' : value < 0 ? 'error.main' : 'text.secondary'}}>
        {value > 0 ? '+' : ''}
        {(value as number).toFixed(2)}
      </Box>
    ),
  },
];

export default function RowUpdatesStreaming() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(true);
  const [ticks, setTicks] = React.useState(0);
  // Seeded, so every reader sees the same sequence of prices.
  const random = React.useRef(createRandom(5));

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      const api = apiRef.current;
      if (!api) return;
      const updates = Array.from({length: UPDATES_PER_TICK}, () => {
        const row = initialRows[Math.floor(random.current() * initialRows.length)]!;
        const current = api.getRow(row.id) as Quote;
        const change = Math.round((random.current() - 0.5) * 400) / 100;
        return {id: row.id, price: Math.max(1, current.price + change), change};
      });
      // One call with several rows: the Pro grid applies them together.
      api.updateRows(updates);
      setTicks((count) => count + 1);
    }, TICK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2, mb: 1}}>
        <Button size="small" variant="contained" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause' : 'Resume'}
        </Button>
        <Typography variant="body2">{ticks} batches applied</Typography>
      </Box>
      <Box sx={{height: 360}}>
        <DataGridPro apiRef={apiRef} rows={initialRows} columns={columns} throttleRowsMs={THROTTLE_ROWS_MS} density="compact" hideFooter />
      </Box>
    </Box>
  );
}
