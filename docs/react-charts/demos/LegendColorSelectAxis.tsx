import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {ContinuousColorLegend, PiecewiseColorLegend} from '@mui/x-charts/ChartsLegend';
import {COUNTRIES} from '@site/src/demo-data/charts-feature-countries';

type ColorBy = 'population' | 'life';

const points = COUNTRIES.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy}));

export default function LegendColorSelectAxis() {
  const [colorBy, setColorBy] = React.useState<ColorBy>('population');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={colorBy}
        onChange={(_, v: ColorBy | null) => v && setColorBy(v)}
        aria-label="Colour the points by"
      >
        <ToggleButton value="population">by population</ToggleButton>
        <ToggleButton value="life">by life expectancy</ToggleButton>
      </ToggleButtonGroup>
      <ScatterChart
        height={320}
        // Two colour configurations, one per z-axis; the series uses one, the legend shows the same one.
        zAxis={[
          {
            id: 'population',
            data: COUNTRIES.map((c) => c.population),
            colorMap: {type: 'piecewise', thresholds: [100, 200, 500], colors: ['#90caf9', '#42a5f5', '#1e88e5', '#0d47a1']},
          },
          {
            id: 'life',
            data: COUNTRIES.map((c) => c.lifeExpectancy),
            colorMap: {type: 'continuous', min: 55, max: 85, color: ['#ef5350', '#66bb6a']},
          },
        ]}
        series={[
          {
            data: points,
            zAxisId: colorBy,
            label: 'Countries',
            markerSize: 7,
            valueFormatter: (p, {dataIndex}) => p && `${COUNTRIES[dataIndex].country}: ${COUNTRIES[dataIndex].population} million people`,
          },
        ]}
        xAxis={[{scaleType: 'log', min: 500, label: 'GDP per person (US$, log)'}]}
        yAxis={[{label: 'Life expectancy', width: 55}]}
        slots={{legend: colorBy === 'population' ? PiecewiseColorLegend : ContinuousColorLegend}}
        slotProps={{
          legend:
            colorBy === 'population'
              ? {axisDirection: 'z', axisId: 'population', labelPosition: 'extremes'}
              : {axisDirection: 'z', axisId: 'life', minLabel: '55 years', maxLabel: '85 years', sx: {width: 240}},
        }}
      />
    </Stack>
  );
}
