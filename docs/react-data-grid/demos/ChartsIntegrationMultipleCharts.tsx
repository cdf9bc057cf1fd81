import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import {LineChart} from '@mui/x-charts/LineChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsRendererProxy,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(100, 102);
const compact = new Intl.NumberFormat('en-US', {notation: 'compact'});
const yAxis = [{valueFormatter: (value: number | null) => (value == null ? '' : compact.format(value))}];

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110, chartable: true},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 90, chartable: true},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110, chartable: true},
];

const renderer: GridChartsRendererProxyProps['renderer'] = ({dimensions, values, chartType}) => {
  const labels = (dimensions[0]?.data ?? []).map(String);
  if (labels.length === 0 || values.length === 0) return <Typography sx={{p: 2}}>No data to chart.</Typography>;
  const series = values.map((value) => ({label: value.label ?? value.id, data: value.data}));
  return chartType === 'line' ? (
    <LineChart height={200} xAxis={[{scaleType: 'point', data: labels}]} yAxis={yAxis} series={series} />
  ) : (
    <BarChart height={200} xAxis={[{scaleType: 'band', data: labels}]} yAxis={yAxis} series={series} />
  );
};

export default function ChartsIntegrationMultipleCharts() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{width: '100%'}}>
        <Box sx={{height: 260}}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            chartsIntegration
            experimentalFeatures={{charts: true}}
            initialState={{
              rowGrouping: {model: ['region']},
              columns: {columnVisibilityModel: {region: false}},
              aggregation: {model: {revenue: 'sum', quantity: 'sum'}},
              // Two charts in the state, each with its own values and type; one is active at a time.
              chartsIntegration: {
                activeChartId: 'revenue',
                charts: {
                  revenue: {dimensions: ['region'], values: ['revenue'], chartType: 'bar'},
                  units: {dimensions: ['region'], values: ['quantity'], chartType: 'line'},
                },
              },
            }}
            hideFooter
          />
        </Box>
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={1}>
          <Box sx={{flex: 1, height: 200}}>
            <GridChartsRendererProxy id="revenue" label="Revenue" renderer={renderer} />
          </Box>
          <Box sx={{flex: 1, height: 200}}>
            <GridChartsRendererProxy id="units" label="Units" renderer={renderer} />
          </Box>
        </Stack>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
