import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, GridOverlay, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const STEP_MS = 150;
const rows = createInventoryRows(8, 66);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

declare module '@mui/x-data-grid' {
  interface LoadingOverlayPropsOverrides {
    /** How much of the import is done, 0 to 100. */
    importProgress?: number;
  }
}

/** Replaces the whole loading overlay: the grid only decides when it is shown. */
function ImportProgressOverlay({importProgress = 0}: {importProgress?: number}) {
  return (
    <GridOverlay sx={{bgcolor: 'background.paper'}}>
      <Stack spacing={1} sx={{width: '60%', alignItems: 'center'}}>
        <Typography variant="body2">Importing the supplier's price list… {importProgress}%</Typography>
        <LinearProgress variant="determinate" value={importProgress} sx={{width: '100%'}} />
      </Stack>
    </GridOverlay>
  );
}

export default function OverlaysCustomLoading() {
  const [progress, setProgress] = React.useState<number | null>(null);

  React.useEffect(() => {
    if (progress === null) return undefined;
    const timer = setTimeout(() => setProgress(progress >= 100 ? null : progress + 10), STEP_MS);
    return () => clearTimeout(timer);
  }, [progress]);

  return (
    <Box sx={{width: '100%'}}>
      <Button size="small" sx={{mb: 1}} disabled={progress !== null} onClick={() => setProgress(0)}>
        Import price list
      </Button>
      <Box sx={{height: 340}}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={progress !== null}
          hideFooter
          slots={{loadingOverlay: ImportProgressOverlay}}
          slotProps={{loadingOverlay: {importProgress: progress ?? 0}}}
        />
      </Box>
    </Box>
  );
}
