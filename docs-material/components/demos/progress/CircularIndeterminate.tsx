import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export default function CircularIndeterminate() {
  return (
    <Box sx={{display: 'flex', gap: 3, alignItems: 'center'}}>
      <CircularProgress aria-label="Loading the orders" />
      <CircularProgress size={24} aria-label="Loading the stock" />
      {/* disableShrink keeps the arc's length fixed: still smooth when the main thread is busy. */}
      <CircularProgress disableShrink aria-label="Loading the invoices" />
    </Box>
  );
}
