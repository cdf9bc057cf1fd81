import {ScatterChart, scatterClasses} from '@mui/x-charts/ScatterChart';
import {countriesIn} from '@site/src/demo-data/charts-countries';

export default function ScatterCss() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{scaleType: 'log', valueFormatter: (v: number) => `${v / 1000}k`}]}
      yAxis={[{min: 50, width: 40}]}
      series={[
        {
          id: 'asia',
          label: 'Asia',
          data: countriesIn('Asia').map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy})),
        },
        {
          id: 'africa',
          label: 'Africa',
          data: countriesIn('Africa').map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy})),
        },
      ]}
      sx={(theme) => ({
        // Hollow markers with a thick outline; the group of each series carries `data-series`.
        [`& .${scatterClasses.root} circle`]: {fillOpacity: 0.15, strokeWidth: 2, stroke: 'currentColor'},
        [`& .${scatterClasses.root}[data-series="asia"]`]: {color: (theme.vars || theme).palette.primary.main},
        [`& .${scatterClasses.root}[data-series="africa"]`]: {color: (theme.vars || theme).palette.secondary.main},
      })}
    />
  );
}
