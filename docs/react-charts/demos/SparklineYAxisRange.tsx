import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {cityClimate, type CityId} from '@site/src/demo-data/charts-climate';

const CITIES: CityId[] = ['oslo', 'madrid', 'singapore'];

// Without a shared range each sparkline fills its height, and Singapore's 2 °C swing looks as large as Oslo's 19.
export default function SparklineYAxisRange() {
  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      {[false, true].map((shared) => (
        <Stack key={String(shared)} direction="row" spacing={2} sx={{alignItems: 'center'}}>
          <Typography variant="caption" sx={{width: 110, flexShrink: 0}}>
            {shared ? 'yAxis −5 to 30' : 'automatic range'}
          </Typography>
          {CITIES.map((id) => (
            <SparkLineChart
              key={id}
              data={[...cityClimate(id).temperature]}
              height={50}
              yAxis={shared ? {min: -5, max: 30} : undefined}
              showTooltip
              valueFormatter={(v) => `${cityClimate(id).city}: ${v} °C`}
              sx={{flex: 1}}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
