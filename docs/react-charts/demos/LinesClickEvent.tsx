import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const london = cityClimate('london');
const sydney = cityClimate('sydney');

export default function LinesClickEvent() {
  const [log, setLog] = React.useState<string[]>([]);
  const record = (line: string) => setLog((previous) => [line, ...previous].slice(0, 4));

  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{width: '100%'}}>
      <LineChart
        height={280}
        xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT]}]}
        series={[
          {id: 'london', data: [...london.temperature], label: 'London'},
          {id: 'sydney', data: [...sydney.temperature], label: 'Sydney', area: true},
        ]}
        onMarkClick={(_e, item) => record(`mark: ${item.seriesId}, ${MONTHS_SHORT[item.dataIndex ?? 0]}`)}
        onLineClick={(_e, item) => record(`line: ${item.seriesId}`)}
        onAreaClick={(_e, item) => record(`area: ${item.seriesId}`)}
        onAxisClick={(_e, data) => record(`axis: ${data?.axisValue}`)}
        sx={{flex: 1}}
      />
      <Stack sx={{width: {md: 220}, flexShrink: 0}}>
        <Typography variant="subtitle2">Last clicks</Typography>
        <Typography
          component="div"
          variant="body2"
          sx={{m: 0, fontFamily: 'monospace', fontSize: 12, minHeight: 80, whiteSpace: 'pre-wrap'}}
        >
          {log.length ? log.join('\n') : 'Click a mark, a line, the area or the plot'}
        </Typography>
      </Stack>
    </Stack>
  );
}
