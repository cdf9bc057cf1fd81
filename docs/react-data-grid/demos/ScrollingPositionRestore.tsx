import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef, type GridScrollParams} from '@mui/x-data-grid';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';

const rows = createOrderRows(1000);
const columns = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', flex: 1},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'product', headerName: 'Product', width: 140},
];

export default function ScrollingPositionRestore() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridScrollParams | null>(null);
  const [showGrid, setShowGrid] = React.useState(true);

  // When the grid is back, return to where the reader was. The next frame lets the grid measure
  // its rows first; scrolling an unmeasured grid would be clamped to 0.
  React.useEffect(() => {
    if (!showGrid || !saved) return undefined;
    const frame = requestAnimationFrame(() => apiRef.current?.scroll(saved));
    return () => cancelAnimationFrame(frame);
  }, [showGrid, saved, apiRef]);

  const hide = () => {
    // Read the position before the grid unmounts; a real app would keep it in a store or the URL.
    if (apiRef.current) setSaved(apiRef.current.getScrollPosition());
    setShowGrid(false);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center'}}>
        <Button size="small" variant="contained" onClick={showGrid ? hide : () => setShowGrid(true)}>
          {showGrid ? 'Leave the grid' : 'Come back'}
        </Button>
        <Typography variant="body2">
          {saved ? `Saved position: top ${Math.round(saved.top)} px, left ${Math.round(saved.left)} px` : 'Scroll, then leave the grid.'}
        </Typography>
      </Stack>
      <Box sx={{height: 360}}>
        {showGrid ? (
          <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
        ) : (
          <Box sx={{height: '100%', display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1}}>
            <Typography color="text.secondary">The grid is unmounted. Its scroll position is kept above.</Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}
