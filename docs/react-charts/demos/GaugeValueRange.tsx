import {Gauge} from '@mui/x-charts/Gauge';
import {cityClimate} from '@site/src/demo-data/charts-climate';

// Madrid's July mean temperature on a −10 °C to 40 °C scale.
const july = cityClimate('madrid').temperature[6]!;

export default function GaugeValueRange() {
  return <Gauge width={200} height={200} value={july} valueMin={-10} valueMax={40} text={({value}) => `${value} °C`} />;
}
