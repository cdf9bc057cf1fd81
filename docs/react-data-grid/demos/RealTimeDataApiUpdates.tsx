import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGridPro, useGridApiRef, type GridColDef} from '@mui/x-data-grid-pro';
import {createQuotes, tickQuotes, type QuoteRow} from '@site/src/demo-data/market';

const TICK_INTERVAL_MS = 1500;

const columns: GridColDef<QuoteRow>[] = [
  {field: 'id', headerName: 'Symbol', width: 110},
  {field: 'price', headerName: 'Price', type: 'number', width: 120},
  {field: 'change', headerName: 'Change', type: 'number', width: 120},
];

const initialQuotes = createQuotes(3).slice(0, 5);

export default function RealTimeDataApiUpdates() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(true);
  // The latest board and tick live in refs: the grid keeps its own copy of the rows.
  const quotes = React.useRef(initialQuotes);
  const tick = React.useRef(0);

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      tick.current += 1;
      quotes.current = tickQuotes(quotes.current, tick.current, 3);
      // Only the changed fields are sent: the rest of each row is kept as it is.
      apiRef.current?.updateRows(quotes.current.map(({id, price, change}) => ({id, price, change})));
    }, TICK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [apiRef, running]);

  return (
    <Box sx={{width: '100%'}}>
      <Button size="small" onClick={() => setRunning((value) => !value)} sx={{mb: 1}}>
        {running ? 'Stop' : 'Start'}
      </Button>
      <Box sx={{height: 260}}>
        <DataGridPro apiRef={apiRef} rows={initialQuotes} columns={columns} density="compact" hideFooter />
      </Box>
    </Box>
  );
}
