import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsRendererProxy,
  useGridApiRef,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {createRandom, integerBetween} from '@site/src/demo-data/random';

interface StationRow {
  id: number;
  station: string;
  bikes: number;
  docks: number;
}

const STATIONS = ['Harbour', 'Old town', 'Station', 'University', 'Market', 'Riverside'];
const TICK_MS = 1500;
const initialRows: StationRow[] = STATIONS.map((station, index) => ({id: index + 1, station, bikes: 10 + index * 2, docks: 30}));

const columns: GridColDef<StationRow>[] = [
  {field: 'station', headerName: 'Station', flex: 1, minWidth: 130, chartable: true},
  {field: 'bikes', headerName: 'Bikes available', type: 'number', width: 140, chartable: true},
  {field: 'docks', headerName: 'Docks', type: 'number', width: 90},
];

const renderer: GridChartsRendererProxyProps['renderer'] = ({dimensions, values}) => {
  const labels = (dimensions[0]?.data ?? []).map(String);
  if (labels.length === 0 || values.length === 0) return <Typography sx={{p: 2}}>No data to chart.</Typography>;
  return (
    <BarChart
      height={220}
      xAxis={[{scaleType: 'band', data: labels}]}
      yAxis={[{min: 0, max: 30}]}
      series={values.map((value) => ({label: value.label ?? value.id, data: value.data}))}
      skipAnimation
    />
  );
};

export default function ChartsIntegrationLiveData() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(true);
  const tick = React.useRef(0);

  // Every tick, bikes are taken and returned at each station: one batch update of all rows.
  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      tick.current += 1;
      const random = createRandom(tick.current);
      apiRef.current?.updateRows(
        STATIONS.map((_, index) => {
          const current = apiRef.current?.getRow<StationRow>(index + 1)?.bikes ?? 0;
          return {id: index + 1, bikes: Math.max(0, Math.min(30, current + integerBetween(random, -4, 4)))};
        }),
      );
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [apiRef, running]);

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{width: '100%'}}>
        <Box>
          <Button size="small" variant="outlined" onClick={() => setRunning((value) => !value)}>
            {running ? 'Pause the feed' : 'Resume the feed'}
          </Button>
        </Box>
        <Box sx={{height: 240}}>
          <DataGridPremium
            apiRef={apiRef}
            rows={initialRows}
            columns={columns}
            chartsIntegration
            experimentalFeatures={{charts: true}}
            initialState={{chartsIntegration: {activeChartId: 'bikes', charts: {bikes: {dimensions: ['station'], values: ['bikes']}}}}}
            hideFooter
            density="compact"
          />
        </Box>
        <Box sx={{height: 220}}>
          <GridChartsRendererProxy id="bikes" label="Bikes available" renderer={renderer} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
