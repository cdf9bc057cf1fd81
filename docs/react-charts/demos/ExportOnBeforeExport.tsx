import * as React from 'react';
import {BarChartPro} from '@mui/x-charts-pro/BarChartPro';
import {chartsToolbarClasses} from '@mui/x-charts-pro/Toolbar';
import type {ChartImageExportOptions} from '@mui/x-charts-pro';
import {populationByRegion, REGION_COLORS} from '@site/src/demo-data/charts-feature-countries';

const regions = populationByRegion();

// Runs in the export's iframe before the picture is taken: add a title and a source line, and
// remove the toolbar (the default callback does only that last step). The height reset is for
// this site's `html, body {height: 100%}`, see the page.
const addCaption: ChartImageExportOptions['onBeforeExport'] = (iframe) => {
  const doc = iframe.contentDocument!;
  doc.documentElement.style.height = 'auto';
  doc.body.style.height = 'auto';
  doc.querySelector(`.${chartsToolbarClasses.root}`)?.remove();
  const title = doc.createElement('h3');
  title.textContent = 'Population of the 20 most populous countries, by region (2024)';
  title.style.cssText = 'font: 600 16px sans-serif; margin: 8px 12px;';
  const source = doc.createElement('p');
  source.textContent = 'Source: UN World Population Prospects, rounded.';
  source.style.cssText = 'font: 12px sans-serif; margin: 4px 12px 8px; color: #555;';
  doc.body.prepend(title);
  doc.body.append(source);
};

export default function ExportOnBeforeExport() {
  return (
    <BarChartPro
      height={300}
      showToolbar
      xAxis={[
        {
          scaleType: 'band',
          data: regions.map((r) => r.region),
          colorMap: {type: 'ordinal', colors: regions.map((r) => REGION_COLORS[r.region])},
        },
      ]}
      yAxis={[{label: 'Millions', width: 60}]}
      series={[{data: regions.map((r) => r.population), label: 'Population'}]}
      hideLegend
      slotProps={{
        toolbar: {
          printOptions: {onBeforeExport: addCaption},
          imageExportOptions: [{type: 'image/png', fileName: 'population-by-region', onBeforeExport: addCaption}],
        },
      }}
    />
  );
}
