import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import {LineChart} from '@mui/x-charts/LineChart';
import {createRandom} from '@site/src/demo-data/random';

const WINDOW = 30;
const START = Date.UTC(2024, 5, 3, 9, 0, 0);

/** A seeded sensor: the same readings every time the demo runs. */
function createSensor() {
  const random = createRandom(42);
  let value = 21;
  return () => {
    value = Math.min(26, Math.max(18, value + (random() - 0.5) * 0.8));
    return Math.round(value * 10) / 10;
  };
}

export default function LineDemoLiveData() {
  const sensor = React.useRef(createSensor());
  const [readings, setReadings] = React.useState(() => Array.from({length: WINDOW}, () => sensor.current()));
  const [tick, setTick] = React.useState(WINDOW);
  const [running, setRunning] = React.useState(true);

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setReadings((previous) => [...previous.slice(1), sensor.current()]);
      setTick((t) => t + 1);
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  const times = readings.map((_, i) => new Date(START + (tick - WINDOW + i) * 1000));

  return (
    <Stack sx={{width: '100%'}}>
      <Button size="small" variant="outlined" onClick={() => setRunning((r) => !r)} sx={{alignSelf: 'flex-start'}}>
        {running ? 'Pause' : 'Resume'}
      </Button>
      <LineChart
        height={280}
        skipAnimation
        xAxis={[{scaleType: 'utc', data: times, valueFormatter: (d: Date) => d.toISOString().slice(11, 19)}]}
        yAxis={[{min: 17, max: 27, width: 40}]}
        series={[{data: readings, label: 'Room temperature (°C)', showMark: false}]}
      />
    </Stack>
  );
}
