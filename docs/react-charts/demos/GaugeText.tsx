import {Gauge, gaugeClasses} from '@mui/x-charts/Gauge';

// Storage used on a 256 GB phone.
export default function GaugeText() {
  return (
    <Gauge
      width={220}
      height={220}
      value={181}
      valueMax={256}
      startAngle={-120}
      endAngle={120}
      text={({value, valueMax}) => `${value} / ${valueMax} GB`}
      sx={{[`& .${gaugeClasses.valueText}`]: {fontSize: 22, transform: 'translate(0px, 8px)'}}}
    />
  );
}
