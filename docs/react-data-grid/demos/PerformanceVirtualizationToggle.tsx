import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createRandom, integerBetween} from '@site/src/demo-data/random';

// The Community grid always paginates, at most 100 rows per page: one full page.
const ROW_COUNT = 100;
const COLUMN_COUNT = 40;

interface MeterRow {
  id: number;
  [field: string]: number;
}

const columns: GridColDef<MeterRow>[] = Array.from({length: COLUMN_COUNT}, (_, index) => ({
  field: `m${index + 1}`,
  headerName: `Meter ${index + 1}`,
  type: 'number',
  width: 100,
}));

const rows: MeterRow[] = (() => {
  const random = createRandom(113);
  return Array.from({length: ROW_COUNT}, (_, rowIndex) => {
    const row: MeterRow = {id: rowIndex + 1};
    columns.forEach((column) => {
      row[column.field] = integerBetween(random, 0, 9999);
    });
    return row;
  });
})();

interface Measurement {
  rowsInDom: number;
  cellsInDom: number;
  milliseconds: number;
}

/** Counts what is really in the DOM, and times the switch from click to painted grid. */
export default function PerformanceVirtualizationToggle() {
  const [virtualized, setVirtualized] = React.useState(true);
  const [measurement, setMeasurement] = React.useState<Measurement | null>(null);
  const container = React.useRef<HTMLDivElement>(null);
  const startedAt = React.useRef(0);

  React.useEffect(() => {
    const started = startedAt.current;
    // Two frames: the grid renders its rows in a layout effect after mounting.
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const root = container.current;
        if (!root) return;
        setMeasurement({
          rowsInDom: root.querySelectorAll('[role="row"][data-rowindex]').length,
          cellsInDom: root.querySelectorAll('[role="gridcell"]').length,
          milliseconds: started ? Math.round(performance.now() - started) : 0,
        });
      }),
    );
    return () => cancelAnimationFrame(frame);
  }, [virtualized]);

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <FormControlLabel
          control={
            <Switch
              checked={virtualized}
              onChange={(event) => {
                startedAt.current = performance.now();
                setVirtualized(event.target.checked);
              }}
            />
          }
          label="Virtualization"
        />
        <Typography variant="body2" role="status">
          {measurement
            ? `${measurement.rowsInDom} of ${ROW_COUNT} rows and ${measurement.cellsInDom} cells in the DOM` +
              (measurement.milliseconds ? `; switch took ${measurement.milliseconds} ms` : '')
            : 'Measuring…'}
        </Typography>
      </Stack>
      <Box ref={container} sx={{height: 340}}>
        <DataGrid rows={rows} columns={columns} disableVirtualization={!virtualized} hideFooter density="compact" />
      </Box>
    </Stack>
  );
}
