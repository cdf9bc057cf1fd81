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

const rows = createOrderRows(80);

// Axis ticks like "150K": the full numbers do not fit the axis.
const compact = new Intl.NumberFormat('en-US', {notation: 'compact'});
const yAxis = [{valueFormatter: (value: number | null) => (value == null ? '' : compact.format(value))}];

// `chartable: true` is what lets a column feed a chart (as a dimension or as a value).
const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110, chartable: true},
  {field: 'category', headerName: 'Category', width: 110, chartable: true},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90, chartable: true},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110, chartable: true},
];

type Renderer = GridChartsRendererProxyProps['renderer'];

/**
 * Draws what the grid hands over with the free @mui/x-charts package: the first dimension on the x
 * axis, one series per value. `chartType` is 'line' or anything else (bar).
 */
const CommunityChartRenderer: Renderer = ({dimensions, values, chartType}) => {
  const labels = (dimensions[0]?.data ?? []).map(String);
  if (labels.length === 0 || values.length === 0) {
    return <Typography sx={{p: 2}}>Pick at least one dimension and one value.</Typography>;
  }
  const series = values.map((value) => ({label: value.label ?? value.id, data: value.data}));
  return chartType === 'line' ? (
    <LineChart height={260} xAxis={[{scaleType: 'point', data: labels}]} yAxis={yAxis} series={series} />
  ) : (
    <BarChart height={260} xAxis={[{scaleType: 'band', data: labels}]} yAxis={yAxis} series={series} />
  );
};

export default function ChartsIntegrationBasic() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{width: '100%'}}>
        <Box sx={{height: 300}}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            chartsIntegration
            experimentalFeatures={{charts: true}}
            initialState={{
              rowGrouping: {model: ['region']},
              // The grouping column already shows the region.
              columns: {columnVisibilityModel: {region: false}},
              aggregation: {model: {revenue: 'sum'}},
              chartsIntegration: {
                activeChartId: 'revenue-by-region',
                charts: {'revenue-by-region': {dimensions: ['region'], values: ['revenue']}},
              },
            }}
            hideFooter
          />
        </Box>
        <Box sx={{height: 260}}>
          <GridChartsRendererProxy id="revenue-by-region" label="Revenue by region" renderer={CommunityChartRenderer} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
