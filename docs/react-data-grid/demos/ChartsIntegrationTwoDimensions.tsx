import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsRendererProxy,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(120, 101);
const compact = new Intl.NumberFormat('en-US', {notation: 'compact'});

const columns: GridColDef<OrderRow>[] = [
  {field: 'category', headerName: 'Category', width: 110, chartable: true},
  {field: 'quarter', headerName: 'Quarter', width: 100, chartable: true},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110, chartable: true},
];

/**
 * With two dimensions the grid groups by both, and sends one point per group of the last level:
 * the renderer joins the labels of every dimension ("Bikes · Q1").
 */
const renderer: GridChartsRendererProxyProps['renderer'] = ({dimensions, values}) => {
  const count = dimensions[0]?.data.length ?? 0;
  if (count === 0 || values.length === 0) return <Typography sx={{p: 2}}>No data to chart.</Typography>;
  const labels = Array.from({length: count}, (_, index) => dimensions.map((dimension) => String(dimension.data[index])).join(' · '));
  return (
    <BarChart
      height={240}
      xAxis={[{scaleType: 'band', data: labels, tickLabelStyle: {fontSize: 10}}]}
      yAxis={[{valueFormatter: (value: number | null) => (value == null ? '' : compact.format(value))}]}
      series={values.map((value) => ({label: value.label ?? value.id, data: value.data}))}
    />
  );
};

export default function ChartsIntegrationTwoDimensions() {
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
              rowGrouping: {model: ['category', 'quarter']},
              columns: {columnVisibilityModel: {category: false, quarter: false}},
              aggregation: {model: {revenue: 'sum'}},
              chartsIntegration: {
                activeChartId: 'quarters',
                charts: {quarters: {dimensions: ['category', 'quarter'], values: ['revenue']}},
              },
            }}
            hideFooter
          />
        </Box>
        <Box sx={{height: 240}}>
          <GridChartsRendererProxy id="quarters" label="Revenue by category and quarter" renderer={renderer} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
