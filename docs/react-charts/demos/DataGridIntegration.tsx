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
import {COUNTRIES, REGION_COLORS, type CountryRow} from '@site/src/demo-data/charts-feature-countries';

const rows = COUNTRIES.map((c) => ({...c}));

// `chartable` columns can feed a chart, as a category (dimension) or as a number (value).
const columns: GridColDef<CountryRow>[] = [
  {field: 'country', headerName: 'Country', flex: 1, minWidth: 130, chartable: true},
  {field: 'region', headerName: 'Region', width: 110, chartable: true},
  {field: 'population', headerName: 'Population (M)', type: 'number', width: 130, chartable: true},
  {field: 'lifeExpectancy', headerName: 'Life exp.', type: 'number', width: 100, chartable: true},
];

const regionOf = new Map(COUNTRIES.map((c) => [c.country, c.region]));

/**
 * Draws what the grid hands over with the free @mui/x-charts BarChart: the dimension on the band
 * axis (coloured by region), one series per value. The grid sends its rows as they are shown:
 * filtered and sorted.
 */
const CountryBars: GridChartsRendererProxyProps['renderer'] = ({dimensions, values}) => {
  const countries = (dimensions[0]?.data ?? []).map(String);
  if (countries.length === 0 || values.length === 0) {
    return <Typography sx={{p: 2}}>No rows match the filter.</Typography>;
  }
  return (
    <BarChart
      height={260}
      xAxis={[
        {
          scaleType: 'band',
          data: countries,
          colorMap: {type: 'ordinal', values: countries, colors: countries.map((c) => REGION_COLORS[regionOf.get(c) ?? 'Asia'])},
          tickLabelStyle: {angle: -35, textAnchor: 'end', fontSize: 11},
          height: 70,
        },
      ]}
      yAxis={[{label: 'Millions', width: 60}]}
      series={values.map((v) => ({label: v.label ?? v.id, data: v.data}))}
      hideLegend
    />
  );
};

export default function DataGridIntegration() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{width: '100%'}}>
        <Box sx={{height: 320}}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            showToolbar
            chartsIntegration
            experimentalFeatures={{charts: true}}
            initialState={{
              sorting: {sortModel: [{field: 'population', sort: 'desc'}]},
              chartsIntegration: {
                activeChartId: 'population',
                charts: {population: {dimensions: ['country'], values: ['population']}},
              },
            }}
            density="compact"
            hideFooter
          />
        </Box>
        <Box sx={{height: 260}}>
          <GridChartsRendererProxy id="population" label="Population by country" renderer={CountryBars} />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
