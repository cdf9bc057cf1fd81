import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {BarChart} from '@mui/x-charts/BarChart';
import type {AxisItemIdentifier} from '@mui/x-charts/models';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

export default function HighlightControlledAxis() {
  const [axisItems, setAxisItems] = React.useState<AxisItemIdentifier[]>([{axisId: 'months', dataIndex: 6}]);
  const dataIndex = axisItems[0]?.dataIndex ?? 0;
  return (
    <Box sx={{width: '100%'}}>
      <Typography id="highlight-month" variant="body2">
        Highlighted month: {MONTHS[dataIndex]}
      </Typography>
      <Slider
        aria-labelledby="highlight-month"
        size="small"
        value={dataIndex}
        min={0}
        max={11}
        marks
        onChange={(_, v) => setAxisItems([{axisId: 'months', dataIndex: v as number}])}
        sx={{maxWidth: 360, mx: 1}}
      />
      <BarChart
        height={280}
        highlightedAxis={axisItems}
        // The pointer moves the highlight too; keep the last month it pointed at.
        onHighlightedAxisChange={(items) => items.length > 0 && setAxisItems(items)}
        xAxis={[{id: 'months', scaleType: 'band', data: [...MONTHS]}]}
        yAxis={[{label: 'Hours of sunshine', width: 60}]}
        series={CITY_CLIMATES.map((c) => ({data: [...c.sunshine], label: c.city}))}
      />
    </Box>
  );
}
