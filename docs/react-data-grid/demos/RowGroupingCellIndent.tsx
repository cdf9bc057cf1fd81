import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'quarter', headerName: 'Quarter', width: 90},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
];

export default function RowGroupingCellIndent() {
  const [multiplier, setMultiplier] = React.useState(4);
  return (
    <Stack spacing={1} sx={{width: '100%', height: 404}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center', maxWidth: 420}}>
        <Typography variant="body2" sx={{flexShrink: 0}}>
          Indent per level
        </Typography>
        <Slider
          size="small"
          min={0}
          max={6}
          step={1}
          marks
          value={multiplier}
          valueLabelDisplay="auto"
          onChange={(_event, value) => setMultiplier(value as number)}
          aria-label="Indent per level"
        />
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          initialState={{rowGrouping: {model: ['region', 'category', 'quarter']}}}
          defaultGroupingExpansionDepth={2}
          groupingColDef={{width: 220}}
          // Each level is indented by this many spacing units (2 by default).
          sx={{'--DataGrid-cellOffsetMultiplier': multiplier}}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
