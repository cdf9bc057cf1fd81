import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsRendererProxy,
  type GridChartsRendererProxyProps,
  type GridChartsRendererProxyRendererCallback,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(90, 103);
const compact = new Intl.NumberFormat('en-US', {notation: 'compact'});

const columns: GridColDef<OrderRow>[] = [
  {field: 'category', headerName: 'Category', width: 120, chartable: true},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110, chartable: true},
];

/**
 * The renderer reads `configuration` (free-form settings stored with the chart in the grid state)
 * and hands the chart's props to `onRender` before drawing, so the page can adjust them.
 */
const renderer: GridChartsRendererProxyProps['renderer'] = ({dimensions, values, configuration, onRender}) => {
  const labels = (dimensions[0]?.data ?? []).map(String);
  if (labels.length === 0 || values.length === 0) return <Typography sx={{p: 2}}>No data to chart.</Typography>;
  const props = {
    height: 240,
    layout: configuration.horizontal ? ('horizontal' as const) : ('vertical' as const),
    xAxis: configuration.horizontal
      ? [{valueFormatter: (v: number | null) => (v == null ? '' : compact.format(v))}]
      : [{scaleType: 'band' as const, data: labels}],
    yAxis: configuration.horizontal ? [{scaleType: 'band' as const, data: labels, width: 70}] : undefined,
    series: values.map((value) => ({
      label: value.label ?? value.id,
      data: value.data,
      valueFormatter: (v: number | null) => (v == null ? '' : compact.format(v)),
    })),
    hideLegend: configuration.hideLegend === true,
  };
  return onRender ? onRender('bar', props, BarChart) : <BarChart {...props} />;
};

type Palette = 'default' | 'warm';
const WARM = ['#d84315', '#f9a825', '#6d4c41'];

export default function ChartsIntegrationCustomization() {
  const [palette, setPalette] = React.useState<Palette>('default');

  // Called with the props the renderer prepared: change them and render the component yourself.
  const onRender = React.useCallback<GridChartsRendererProxyRendererCallback>(
    (_type, props, Component) => <Component {...props} colors={palette === 'warm' ? WARM : undefined} />,
    [palette],
  );

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{width: '100%'}}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={palette}
          onChange={(_event, value: Palette | null) => value && setPalette(value)}
          aria-label="Chart colours"
        >
          <ToggleButton value="default">Theme colours</ToggleButton>
          <ToggleButton value="warm">Warm colours</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{height: 240}}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            chartsIntegration
            experimentalFeatures={{charts: true}}
            initialState={{
              rowGrouping: {model: ['category']},
              columns: {columnVisibilityModel: {category: false}},
              aggregation: {model: {revenue: 'sum'}},
              chartsIntegration: {
                activeChartId: 'mix',
                charts: {mix: {dimensions: ['category'], values: ['revenue'], configuration: {horizontal: true, hideLegend: true}}},
              },
            }}
            hideFooter
            density="compact"
          />
        </Box>
        <Box sx={{height: 240}}>
          <GridChartsRendererProxy id="mix" label="Revenue by category" renderer={renderer} onRender={onRender} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
