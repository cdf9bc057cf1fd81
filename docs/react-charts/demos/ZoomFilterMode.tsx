import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {LineChartPro} from '@mui/x-charts-pro/LineChartPro';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

type FilterMode = 'keep' | 'discard';
const days = dailyTemperatures2024();
const day = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});

export default function ZoomFilterMode() {
  const [filterMode, setFilterMode] = React.useState<FilterMode>('discard');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterMode}
        onChange={(_, v: FilterMode | null) => v && setFilterMode(v)}
        aria-label="filterMode"
      >
        <ToggleButton value="keep">keep</ToggleButton>
        <ToggleButton value="discard">discard</ToggleButton>
      </ToggleButtonGroup>
      <LineChartPro
        height={280}
        // Starts on January. With 'discard', the y-axis fits the visible days only.
        initialZoom={[{axisId: 'date', start: 0, end: 10}]}
        xAxis={[
          {id: 'date', scaleType: 'utc', data: days.map((d) => d.date), zoom: {filterMode}, valueFormatter: (d: Date) => day.format(d)},
        ]}
        yAxis={[{label: '°C', width: 55}]}
        series={[
          {data: days.map((d) => d.high), label: 'High', showMark: false},
          {data: days.map((d) => d.low), label: 'Low', showMark: false},
        ]}
      />
    </Stack>
  );
}
