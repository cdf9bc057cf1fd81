import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import {BarChart} from '@mui/x-charts/BarChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  useGridApiRef,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {createMonthlySales, type MonthlySales} from '@site/src/demo-data/sales';

const rows = createMonthlySales(8).map((row, index) => ({id: index + 1, ...row}));

const columns: GridColDef<MonthlySales & {id: number}>[] = [
  {field: 'month', headerName: 'Month', width: 90},
  {field: 'harbour', headerName: 'Harbour shop', type: 'number', width: 130},
  {field: 'station', headerName: 'Station shop', type: 'number', width: 130},
  {field: 'orders', headerName: 'Online orders', type: 'number', width: 130},
];

// One chart type, no settings: enough for the panel to list the fields and for the API calls below.
const schema = {
  bar: {label: 'Bar', icon: BarChartIcon, maxDimensions: 1, customization: []},
};

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

function SimpleBars({dimensions, values}: RendererProps) {
  const categories = dimensions[0]?.data.map((value) => String(value ?? '')) ?? [];
  if (categories.length === 0 || values.length === 0) {
    return <Typography sx={{p: 2}}>No series selected.</Typography>;
  }
  return (
    <BarChart
      height={220}
      xAxis={[{scaleType: 'band', data: categories}]}
      series={values.map((item) => ({id: item.id, label: item.label, data: item.data}))}
    />
  );
}

export default function ChartsPanelApiControls() {
  const apiRef = useGridApiRef();
  const showSeries = (fields: string[]) =>
    apiRef.current?.updateChartValuesData(
      'stores',
      fields.map((field) => ({field})),
    );
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{width: '100%'}}>
        <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}}>
          <Button size="small" variant="outlined" onClick={() => apiRef.current?.setChartsPanelOpen((open) => !open)}>
            Toggle charts panel
          </Button>
          <Button size="small" onClick={() => showSeries(['harbour', 'station'])}>
            Shops
          </Button>
          <Button size="small" onClick={() => showSeries(['orders'])}>
            Online
          </Button>
        </Stack>
        <Box sx={{height: 300}}>
          <DataGridPremium
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            chartsIntegration
            experimentalFeatures={{charts: true}}
            slots={{chartsPanel: GridChartsPanel}}
            slotProps={{chartsPanel: {schema}}}
            initialState={{
              chartsIntegration: {charts: {stores: {dimensions: ['month'], values: ['orders'], chartType: 'bar'}}},
            }}
          />
        </Box>
        <GridChartsRendererProxy id="stores" renderer={SimpleBars} />
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
