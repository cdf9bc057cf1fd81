import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createWideRows, wideColumnFields, type WideRow} from '@site/src/demo-data/wide-table';

// 100 rows: the free grid's largest page, so every row is on the one page.
const ROW_COUNT = 100;
const COLUMN_COUNT = 20;

const rows = createWideRows(ROW_COUNT, COLUMN_COUNT, 9);

const columns: GridColDef<WideRow>[] = [
  {field: 'station', headerName: 'Station', width: 140},
  ...wideColumnFields(COLUMN_COUNT).map((field, index): GridColDef<WideRow> => ({
    field,
    headerName: `Hour ${index}`,
    type: 'number',
    width: 90,
  })),
];

export default function VirtualizationRenderedCount() {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [virtualized, setVirtualized] = React.useState(true);
  const [rendered, setRendered] = React.useState<string>('');

  // Count what is really in the DOM right now.
  const countRendered = () => {
    const root = containerRef.current;
    if (!root) return;
    const rowCount = root.querySelectorAll('[role="row"][data-rowindex]').length;
    const cellCount = root.querySelectorAll('[role="gridcell"]').length;
    setRendered(`${rowCount} of ${ROW_COUNT} rows and ${cellCount} cells in the DOM`);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <FormControlLabel
          control={
            <Switch
              checked={virtualized}
              onChange={(event) => {
                setVirtualized(event.target.checked);
                setRendered('');
              }}
            />
          }
          label="Virtualization"
        />
        <Button size="small" variant="outlined" onClick={countRendered}>
          Count rendered rows
        </Button>
        <Typography variant="body2" data-testid="rendered-count">
          {rendered}
        </Typography>
      </Stack>
      <Box ref={containerRef} sx={{height: 320}}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableVirtualization={!virtualized}
          // Render 300 px of rows and columns beyond each edge of the viewport.
          rowBufferPx={300}
          columnBufferPx={300}
          density="compact"
          hideFooter
        />
      </Box>
    </Box>
  );
}
