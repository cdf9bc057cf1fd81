import Stack from '@mui/material/Stack';
import {Gauge} from '@mui/x-charts/Gauge';
import {generationMix2023, LOW_CARBON} from '@site/src/demo-data/charts-energy';

const mix = generationMix2023();
const lowCarbon = Math.round(
  (mix.filter((s) => LOW_CARBON.includes(s.id)).reduce((s, x) => s + x.value, 0) / mix.reduce((s, x) => s + x.value, 0)) * 100,
);

// Low-carbon share of the world's electricity in 2023, in %: a single value out of 0–100.
export default function GaugeBasic() {
  return (
    <Stack direction="row" spacing={4} sx={{justifyContent: 'center'}}>
      <Gauge width={160} height={160} value={lowCarbon} />
      <Gauge width={160} height={160} value={lowCarbon} startAngle={-110} endAngle={110} />
    </Stack>
  );
}
