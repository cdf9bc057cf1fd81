import {Gauge, gaugeClasses} from '@mui/x-charts/Gauge';

export default function GaugeArcDesign() {
  return (
    <Gauge
      width={220}
      height={220}
      value={72}
      cornerRadius="50%"
      innerRadius="70%"
      sx={(theme) => ({
        [`& .${gaugeClasses.valueText}`]: {fontSize: 36, fontWeight: 700},
        [`& .${gaugeClasses.valueArc}`]: {fill: '#2e7d32'},
        // The unfilled part in a neutral colour from the theme, so it works in light and dark mode.
        [`& .${gaugeClasses.referenceArc}`]: {fill: (theme.vars || theme).palette.action.disabledBackground},
      })}
    />
  );
}
