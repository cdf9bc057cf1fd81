import * as React from 'react';
import {styled} from '@mui/material/styles';
import {LineChart} from '@mui/x-charts/LineChart';
import {useDrawingArea} from '@mui/x-charts/hooks';
import {MONTHS} from '@site/src/demo-data/charts-feature-climate';

const Message = styled('text')(({theme}) => ({
  ...theme.typography.body2,
  fill: (theme.vars ?? theme).palette.text.secondary,
  textAnchor: 'middle',
  dominantBaseline: 'middle',
}));

// The overlay is drawn in the SVG: a dashed frame and two lines of text in the drawing area.
function NoReadings({message}: {message?: string}) {
  const {left, top, width, height} = useDrawingArea();
  return (
    <g>
      <rect x={left} y={top} width={width} height={height} fill="none" stroke="currentColor" strokeOpacity={0.3} strokeDasharray="6 6" />
      <Message x={left + width / 2} y={top + height / 2 - 12}>
        {message}
      </Message>
      <Message x={left + width / 2} y={top + height / 2 + 12} style={{fontSize: 12}}>
        The station sends its first monthly summary on 1 February.
      </Message>
    </g>
  );
}

export default function StylingCustomOverlay() {
  return (
    <LineChart
      height={280}
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      yAxis={[{min: -10, max: 30, width: 40}]}
      series={[{data: [], label: 'New station, mean temperature'}]}
      slots={{noDataOverlay: NoReadings}}
      slotProps={{noDataOverlay: {message: 'No readings yet'}}}
    />
  );
}
