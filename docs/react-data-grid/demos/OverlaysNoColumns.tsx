import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGrid, GridOverlay, useGridApiContext, type GridColDef, type GridColumnVisibilityModel} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(8, 67);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

const ALL_HIDDEN: GridColumnVisibilityModel = {product: false, category: false, inStock: false};

/** Offers a way back in one click, where the default overlay opens the columns panel. */
function AllColumnsHidden() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{alignItems: 'center'}}>
        <Typography variant="body2">Every column of this view is hidden.</Typography>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setColumnVisibilityModel({})}>
          Show all columns
        </Button>
      </Stack>
    </GridOverlay>
  );
}

export default function OverlaysNoColumns() {
  const [custom, setCustom] = React.useState(false);
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>(ALL_HIDDEN);
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <FormControlLabel
          control={<Switch checked={custom} onChange={(event) => setCustom(event.target.checked)} />}
          label="Custom overlay"
        />
        <Button size="small" onClick={() => setVisibility(ALL_HIDDEN)}>
          Hide every column
        </Button>
      </Stack>
      <Box sx={{height: 300}}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          hideFooter
          slots={custom ? {noColumnsOverlay: AllColumnsHidden} : undefined}
        />
      </Box>
    </Box>
  );
}
