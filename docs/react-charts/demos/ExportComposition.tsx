import * as React from 'react';
import {chartsToolbarClasses} from '@mui/x-charts-pro/Toolbar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {ChartDataProviderPro} from '@mui/x-charts-pro/ChartDataProviderPro';
import {
  ChartsWrapper,
  ChartsLegend,
  ChartsSurface,
  BarPlot,
  LinePlot,
  MarkPlot,
  ChartsXAxis,
  ChartsYAxis,
  useChartProApiRef,
} from '@mui/x-charts-pro';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

// This site, like many app shells, styles `html, body {height: 100%}`. The export copies the
// page's styles into a zero-height iframe, where that makes the body 0 px high and the image
// empty: let the body take its content's height (and drop the toolbar, as the default does).
const fitBody = (iframe: HTMLIFrameElement) => {
  const doc = iframe.contentDocument!;
  doc.documentElement.style.height = 'auto';
  doc.body.style.height = 'auto';
  doc.querySelector(`.${chartsToolbarClasses.root}`)?.remove();
};

const madrid = cityClimate('madrid');

// In a composition, the export takes what is inside ChartsWrapper: the legend and the SVG.
export default function ExportComposition() {
  const apiRef = useChartProApiRef<'bar'>();
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <Box>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsImage({fileName: 'madrid-climate', onBeforeExport: fitBody})}
        >
          Export as PNG
        </Button>
      </Box>
      <ChartDataProviderPro
        apiRef={apiRef}
        height={280}
        series={[
          {type: 'bar', data: [...madrid.precipitation], label: 'Precipitation (mm)', yAxisId: 'mm', color: '#4fc3f7'},
          {type: 'line', data: [...madrid.temperature], label: 'Mean temperature (°C)', yAxisId: 'c', color: '#e57373'},
        ]}
        xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
        yAxis={[
          {id: 'mm', width: 45},
          {id: 'c', position: 'right', width: 45},
        ]}
      >
        <ChartsWrapper legendPosition={{vertical: 'top', horizontal: 'center'}}>
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis />
            <ChartsYAxis axisId="mm" />
            <ChartsYAxis axisId="c" />
          </ChartsSurface>
        </ChartsWrapper>
      </ChartDataProviderPro>
    </Stack>
  );
}
