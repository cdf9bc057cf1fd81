import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {AnimatedLine, LineChart, type AnimatedLineProps} from '@mui/x-charts/LineChart';
import {CITY_CLIMATES, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

/** The visible line, plus a wide transparent copy of it that catches the pointer. */
function WideHitLine(props: AnimatedLineProps) {
  const {d, ownerState, skipAnimation, ...other} = props;
  return (
    <React.Fragment>
      <AnimatedLine d={d} ownerState={ownerState} skipAnimation={skipAnimation} {...other} />
      <path d={d} fill="none" stroke="transparent" strokeWidth={18} style={{cursor: 'pointer'}} onClick={other.onClick} />
    </React.Fragment>
  );
}

export default function LineDemoInteractionArea() {
  const [picked, setPicked] = React.useState<string | null>(null);
  return (
    <Stack sx={{width: '100%'}}>
      <Typography variant="body2">{picked ? `Clicked: ${picked}` : 'Click near a line'}</Typography>
      <LineChart
        height={300}
        slots={{line: WideHitLine}}
        onLineClick={(_e, item) => setPicked(CITY_CLIMATES.find((c) => c.id === item.seriesId)?.city ?? null)}
        xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT]}]}
        yAxis={[{width: 40}]}
        series={CITY_CLIMATES.slice(0, 4).map((c) => ({
          id: c.id,
          data: [...c.temperature],
          label: c.city,
          showMark: false,
        }))}
      />
    </Stack>
  );
}
