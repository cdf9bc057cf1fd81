import {Gauge} from '@mui/x-charts/Gauge';

// The gauge is an ARIA meter: screen readers read its value, minimum and maximum.
// `aria-valuetext` replaces the bare number with a sentence; `title` names the meter.
export default function GaugeAccessible() {
  return (
    <Gauge
      width={200}
      height={200}
      value={72}
      title="Battery"
      aria-label="Battery"
      aria-valuetext="72%, about 5 hours left"
      text={({value}) => `${value}%`}
    />
  );
}
