import * as React from 'react';
import {chartsToolbarClasses} from '@mui/x-charts-pro/Toolbar';
import {ChartDataProviderPro} from '@mui/x-charts-pro/ChartDataProviderPro';
import {ChartsToolbarPro} from '@mui/x-charts-pro/ChartsToolbarPro';
import {
  ChartsWrapper,
  ChartsLegend,
  ChartsSurface,
  LinePlot,
  ChartsXAxis,
  ChartsYAxis,
  ChartsClipPath,
  ChartsTooltip,
} from '@mui/x-charts-pro';
import {ENERGY_SOURCES, ENERGY_YEARS} from '@site/src/demo-data/charts-feature-energy';

// This site, like many app shells, styles `html, body {height: 100%}`. The export copies the
// page's styles into a zero-height iframe, where that makes the body 0 px high and the image
// empty: let the body take its content's height (and drop the toolbar, as the default does).
const fitBody = (iframe: HTMLIFrameElement) => {
  const doc = iframe.contentDocument!;
  doc.documentElement.style.height = 'auto';
  doc.body.style.height = 'auto';
  doc.querySelector(`.${chartsToolbarClasses.root}`)?.remove();
};

// The toolbar in a composition: ChartsWrapper gives it the first row, above the legend.
export default function ToolbarComposition() {
  const clipId = React.useId();
  return (
    <ChartDataProviderPro
      height={300}
      series={ENERGY_SOURCES.map((s) => ({type: 'line' as const, data: [...s.generation], label: s.label, color: s.color}))}
      xAxis={[{id: 'years', scaleType: 'point', data: [...ENERGY_YEARS], zoom: true, valueFormatter: (y: number) => String(y)}]}
      yAxis={[{width: 70}]}
    >
      <ChartsWrapper legendPosition={{vertical: 'top', horizontal: 'start'}}>
        <ChartsToolbarPro
          imageExportOptions={[{type: 'image/png', fileName: 'electricity-by-source', onBeforeExport: fitBody}]}
          printOptions={{onBeforeExport: fitBody}}
        />
        <ChartsLegend />
        <ChartsSurface>
          <g clipPath={`url(#${clipId})`}>
            <LinePlot />
          </g>
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsClipPath id={clipId} />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartDataProviderPro>
  );
}
