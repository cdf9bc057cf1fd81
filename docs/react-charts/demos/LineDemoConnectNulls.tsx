import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

// The same readings with gaps, drawn twice: as measured, and with the gaps bridged.
const readings = cityClimate('madrid').temperature.map((t, i) => ([2, 6, 7].includes(i) ? null : t));

export default function LineDemoConnectNulls() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT]}]}
      yAxis={[{width: 50}]}
      series={[
        {data: readings, label: 'As measured'},
        {
          data: readings.map((v) => (v === null ? null : v - 4)),
          label: 'Bridged (shifted down 4 °C)',
          connectNulls: true,
        },
      ]}
    />
  );
}
