import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import type {CurveType} from '@mui/x-charts/models';
import {cityClimate} from '@site/src/demo-data/charts-climate';

const rain = [...cityClimate('beijing').precipitation];
const CURVES: CurveType[] = ['linear', 'natural', 'step'];

export default function SparklineCurve() {
  return (
    <Stack direction="row" spacing={3} sx={{width: '100%'}}>
      {CURVES.map((curve) => (
        <Stack key={curve} sx={{flex: 1}}>
          <Typography variant="caption">{curve}</Typography>
          <SparkLineChart data={rain} height={60} curve={curve} />
        </Stack>
      ))}
    </Stack>
  );
}
