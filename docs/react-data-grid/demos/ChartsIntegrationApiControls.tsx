import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import {LineChart} from '@mui/x-charts/LineChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsRendererProxy,
  useGridApiRef,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(80);

// Axis ticks like "150K": the full numbers do not fit the axis.
const compact = new Intl.NumberFormat('en-US', {notation: 'compact'});
const yAxis = [{valueFormatter: (value: number | null) => (value == null ? '' : compact.format(value))}];
const CHART_ID = 'by-category';

const columns: GridColDef<OrderRow>[] = [
  {field: 'category', headerName: 'Category', width: 120, chartable: true},
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 90, chartable: true},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110, chartable: true},
];

const renderer: GridChartsRendererProxyProps['renderer'] = ({dimensions, values, chartType}) => {
  const labels = (dimensions[0]?.data ?? []).map(String);
  if (labels.length === 0 || values.length === 0) return <Typography sx={{p: 2}}>No data to chart.</Typography>;
  const series = values.map((value) => ({label: value.label ?? value.id, data: value.data}));
  return chartType === 'line' ? (
    <LineChart height={240} xAxis={[{scaleType: 'point', data: labels}]} yAxis={yAxis} series={series} />
  ) : (
    <BarChart height={240} xAxis={[{scaleType: 'band', data: labels}]} yAxis={yAxis} series={series} />
  );
};

type ValueField = 'quantity' | 'revenue';

export default function ChartsIntegrationApiControls() {
  const apiRef = useGridApiRef();
  const [valueField, setValueField] = React.useState<ValueField>('revenue');
  const [chartType, setChartType] = React.useState('bar');

  const changeValue = (field: ValueField) => {
    setValueField(field);
    apiRef.current?.setAggregationModel({[field]: 'sum'});
    apiRef.current?.updateChartValuesData(CHART_ID, [{field}]);
  };
  const changeType = (type: string) => {
    setChartType(type);
    apiRef.current?.setChartType(CHART_ID, type);
  };

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{width: '100%'}}>
        <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap'}}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={valueField}
            aria-label="Value"
            onChange={(_event, next: ValueField | null) => next && changeValue(next)}
          >
            <ToggleButton value="revenue">Revenue</ToggleButton>
            <ToggleButton value="quantity">Units</ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={chartType}
            aria-label="Chart type"
            onChange={(_event, next: string | null) => next && changeType(next)}
          >
            <ToggleButton value="bar">Bars</ToggleButton>
            <ToggleButton value="line">Line</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Box sx={{height: 240}}>
          <DataGridPremium
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            chartsIntegration
            experimentalFeatures={{charts: true}}
            initialState={{
              rowGrouping: {model: ['category']},
              // The grouping column already shows the category.
              columns: {columnVisibilityModel: {category: false}},
              aggregation: {model: {revenue: 'sum'}},
              chartsIntegration: {
                activeChartId: CHART_ID,
                charts: {[CHART_ID]: {dimensions: ['category'], values: ['revenue'], chartType: 'bar'}},
              },
            }}
            hideFooter
          />
        </Box>
        <Box sx={{height: 240}}>
          <GridChartsRendererProxy id={CHART_ID} label="By category" renderer={renderer} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
