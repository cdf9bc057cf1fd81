import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {ChartsBrushOverlay} from '@mui/x-charts/ChartsBrushOverlay';
import {useBrush, useXScale, useYScale} from '@mui/x-charts/hooks';
import {COUNTRIES, type CountryRow} from '@site/src/demo-data/charts-feature-countries';

// Inside the chart: turns the brush rectangle into the countries it covers, while it is drawn.
function SelectionReporter({onChange}: {onChange: (rows: CountryRow[]) => void}) {
  const brush = useBrush();
  const x = useXScale<'log'>();
  const y = useYScale<'linear'>();
  const key = brush ? `${brush.start.x},${brush.start.y},${brush.current.x},${brush.current.y}` : '';
  React.useEffect(() => {
    if (!brush) return;
    const [x0, x1] = [brush.start.x, brush.current.x].sort((a, b) => a - b);
    const [y0, y1] = [brush.start.y, brush.current.y].sort((a, b) => a - b);
    onChange(
      COUNTRIES.filter((c) => {
        const px = x(c.gdpPerCapita);
        const py = y(c.lifeExpectancy);
        return px >= x0 && px <= x1 && py >= y0 && py <= y1;
      }),
    );
    // `key` stands for the brush coordinates: the effect runs when the rectangle changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the brush, scales and onChange are read when the rectangle changes; they do not change while it is drawn
  }, [key]);
  return null;
}

export default function BrushScatterSelection() {
  const [selected, setSelected] = React.useState<CountryRow[]>([]);
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ScatterChart
        height={300}
        brushConfig={{enabled: true}}
        series={[{data: COUNTRIES.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy})), label: 'Countries', markerSize: 6}]}
        xAxis={[{scaleType: 'log', min: 500, label: 'GDP per person (US$, log)'}]}
        yAxis={[{label: 'Life expectancy', width: 55}]}
        hideLegend
      >
        <ChartsBrushOverlay />
        <SelectionReporter onChange={setSelected} />
      </ScatterChart>
      <Typography variant="body2">{selected.length ? `${selected.length} selected:` : 'Drag a rectangle over the points.'}</Typography>
      <Stack direction="row" useFlexGap spacing={0.5} sx={{flexWrap: 'wrap', minHeight: 56, alignContent: 'flex-start'}}>
        {selected.map((c) => (
          <Chip key={c.id} size="small" label={`${c.country} · ${c.lifeExpectancy} y`} />
        ))}
      </Stack>
    </Stack>
  );
}
