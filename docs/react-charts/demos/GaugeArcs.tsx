import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {Gauge} from '@mui/x-charts/Gauge';

const VARIANTS = [
  {name: 'Half circle, thin', props: {startAngle: -90, endAngle: 90, innerRadius: '85%'}},
  {name: 'Rounded, thick', props: {innerRadius: '55%', cornerRadius: '50%'}},
  {name: 'Three quarters, offset', props: {startAngle: 0, endAngle: 270, outerRadius: '90%', innerRadius: '70%'}},
] as const;

export default function GaugeArcs() {
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{justifyContent: 'center', alignItems: 'center'}}>
      {VARIANTS.map(({name, props}) => (
        <Stack key={name} sx={{alignItems: 'center'}}>
          <Gauge width={150} height={150} value={62} {...props} />
          <Typography variant="caption">{name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
