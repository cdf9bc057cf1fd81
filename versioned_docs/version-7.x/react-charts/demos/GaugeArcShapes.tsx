import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {Gauge} from '@mui/x-charts/Gauge';

const CONTROLS = [
  {key: 'startAngle', min: -360, max: 360},
  {key: 'endAngle', min: -360, max: 360},
  {key: 'innerRadius', min: 0, max: 100},
  {key: 'cornerRadius', min: 0, max: 50},
] as const;
type Key = (typeof CONTROLS)[number]['key'];

export default function GaugeArcShapes() {
  const [settings, setSettings] = React.useState<Record<Key, number>>({
    startAngle: -110,
    endAngle: 110,
    innerRadius: 75,
    cornerRadius: 10,
  });
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{width: '100%', alignItems: 'center'}}>
      <Stack sx={{flex: 1, width: '100%'}}>
        {CONTROLS.map((c) => (
          <React.Fragment key={c.key}>
            <Typography id={`gauge-${c.key}`} variant="body2">
              {c.key}: {settings[c.key]}
              {c.key === 'innerRadius' || c.key === 'cornerRadius' ? '%' : '°'}
            </Typography>
            <Slider
              size="small"
              aria-labelledby={`gauge-${c.key}`}
              min={c.min}
              max={c.max}
              value={settings[c.key]}
              onChange={(_, v) => setSettings((s) => ({...s, [c.key]: v as number}))}
            />
          </React.Fragment>
        ))}
      </Stack>
      <Gauge
        width={240}
        height={200}
        value={63}
        aria-label="Sample gauge"
        startAngle={settings.startAngle}
        endAngle={settings.endAngle}
        innerRadius={`${settings.innerRadius}%`}
        outerRadius="100%"
        cornerRadius={`${settings.cornerRadius}%`}
      />
    </Stack>
  );
}
