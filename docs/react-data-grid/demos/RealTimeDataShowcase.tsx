import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createQuotes, tickQuotes, type QuoteRow} from '@site/src/demo-data/market';

/** How often the board receives a new tick. */
const TICK_INTERVAL_MS = 1000;

const currency = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});
const compact = new Intl.NumberFormat('en-US', {notation: 'compact', maximumFractionDigits: 1});

const columns: GridColDef<QuoteRow>[] = [
  {field: 'id', headerName: 'Symbol', width: 100},
  {field: 'company', headerName: 'Company', flex: 1, minWidth: 170},
  {field: 'sector', headerName: 'Sector', width: 120},
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value > 0 ? '▲' : value < 0 ? '▼' : ''} ${value.toFixed(2)}`,
    cellClassName: ({value}) => (Number(value) > 0 ? 'quote--up' : Number(value) < 0 ? 'quote--down' : ''),
  },
  {
    field: 'changePercent',
    headerName: 'Change %',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => (row.change / (row.price - row.change)) * 100,
    valueFormatter: (value: number) => `${value.toFixed(2)} %`,
    cellClassName: ({value}) => (Number(value) > 0 ? 'quote--up' : Number(value) < 0 ? 'quote--down' : ''),
  },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => compact.format(value),
  },
];

interface Board {
  tick: number;
  quotes: QuoteRow[];
}

export default function RealTimeDataShowcase() {
  const [board, setBoard] = React.useState<Board>(() => ({tick: 0, quotes: createQuotes()}));
  const [running, setRunning] = React.useState(true);

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      setBoard((previous) => ({tick: previous.tick + 1, quotes: tickQuotes(previous.quotes, previous.tick + 1)}));
    }, TICK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const gainers = board.quotes.filter((quote) => quote.change > 0).length;

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <Button variant="contained" onClick={() => setRunning((value) => !value)} data-testid="realtime-toggle">
          {running ? 'Pause updates' : 'Resume updates'}
        </Button>
        <Typography variant="body2" role="status" data-testid="realtime-status">
          {running ? 'Live' : 'Paused'} · tick {board.tick} · {gainers} of {board.quotes.length} up
        </Typography>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 420,
          '& .quote--up': {color: 'success.dark', fontWeight: 600, ...theme.applyStyles('dark', {color: 'success.light'})},
          '& .quote--down': {color: 'error.dark', fontWeight: 600, ...theme.applyStyles('dark', {color: 'error.light'})},
        })}
      >
        <DataGrid
          rows={board.quotes}
          columns={columns}
          density="compact"
          hideFooter
          disableRowSelectionOnClick
          initialState={{sorting: {sortModel: [{field: 'id', sort: 'asc'}]}}}
        />
      </Box>
    </Box>
  );
}
