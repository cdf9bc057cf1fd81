import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import {BarChart} from '@mui/x-charts/BarChart';
import {LineChart} from '@mui/x-charts/LineChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  Toolbar,
  ChartsPanelTrigger,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {createMonthlySales, type MonthlySales} from '@site/src/demo-data/sales';

const rows = createMonthlySales(5).map((row, index) => ({id: index + 1, ...row}));

const columns: GridColDef<MonthlySales & {id: number}>[] = [
  {field: 'month', headerName: 'Month', width: 90},
  {field: 'harbour', headerName: 'Harbour shop', type: 'number', width: 130},
  {field: 'station', headerName: 'Station shop', type: 'number', width: 130},
  {field: 'orders', headerName: 'Online orders', type: 'number', width: 130},
];

/*
 * The chart types offered in the panel. The official chart schema and renderer come with
 * @mui/x-charts-premium; this small one maps two types to the free @mui/x-charts components.
 */
const schema = {
  bar: {
    label: 'Bar',
    icon: BarChartIcon,
    dimensionsLabel: 'Categories',
    valuesLabel: 'Series',
    maxDimensions: 1,
    customization: [
      {
        id: 'main',
        label: 'Main',
        controls: {
          height: {label: 'Height', type: 'number' as const, default: 260},
          stacked: {label: 'Stacked', type: 'boolean' as const, default: false},
        },
      },
    ],
  },
  line: {
    label: 'Line',
    icon: ShowChartIcon,
    dimensionsLabel: 'X axis',
    valuesLabel: 'Series',
    maxDimensions: 1,
    customization: [
      {
        id: 'main',
        label: 'Main',
        controls: {height: {label: 'Height', type: 'number' as const, default: 260}},
      },
    ],
  },
};

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

function LocalChartRenderer({dimensions, values, chartType, configuration}: RendererProps) {
  const categories = dimensions[0]?.data.map((value) => String(value ?? '')) ?? [];
  if (categories.length === 0 || values.length === 0) {
    return <Typography sx={{p: 2}}>Pick a category and at least one series in the charts panel.</Typography>;
  }
  const height = Number(configuration.height ?? 260);
  const stack = configuration.stacked ? 'total' : undefined;
  const series = values.map((item) => ({id: item.id, label: item.label, data: item.data, stack}));
  if (chartType === 'line') {
    return <LineChart height={height} xAxis={[{scaleType: 'point', data: categories}]} series={series} />;
  }
  return <BarChart height={height} xAxis={[{scaleType: 'band', data: categories}]} series={series} />;
}

function ChartsToolbar() {
  return (
    <Toolbar>
      <ChartsPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" variant={state.open ? 'contained' : 'outlined'} startIcon={<BarChartIcon />}>
            Chart settings
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function ChartsPanelLocalRenderer() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{width: '100%'}}>
        <Box sx={{height: 360}}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            showToolbar
            chartsIntegration
            experimentalFeatures={{charts: true}}
            slots={{toolbar: ChartsToolbar, chartsPanel: GridChartsPanel}}
            slotProps={{chartsPanel: {schema}}}
            initialState={{
              chartsIntegration: {
                charts: {sales: {dimensions: ['month'], values: ['harbour', 'station'], chartType: 'bar'}},
              },
            }}
          />
        </Box>
        <GridChartsRendererProxy id="sales" label="Monthly sales" renderer={LocalChartRenderer} />
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
