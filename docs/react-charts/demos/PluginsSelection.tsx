import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {ChartDataProvider} from '@mui/x-charts/ChartDataProvider';
import {ChartsSurface} from '@mui/x-charts/ChartsSurface';
import {ScatterPlot, SCATTER_CHART_PLUGINS, type ScatterChartPluginSignatures} from '@mui/x-charts/ScatterChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {
  useChartCartesianAxis,
  useChartHighlight,
  useChartInteraction,
  useChartZAxis,
  type UseChartCartesianAxisSignature,
  type UseChartHighlightSignature,
  type UseChartInteractionSignature,
  type UseChartZAxisSignature,
} from '@mui/x-charts/plugins';
import {COUNTRIES} from '@site/src/demo-data/charts-feature-countries';

type NoClosestPoint = [
  UseChartZAxisSignature,
  UseChartCartesianAxisSignature<'scatter'>,
  UseChartInteractionSignature,
  UseChartHighlightSignature,
];
type AxesOnly = [UseChartZAxisSignature, UseChartCartesianAxisSignature<'scatter'>];
const WITHOUT_CLOSEST_POINT = [useChartZAxis, useChartCartesianAxis, useChartInteraction, useChartHighlight] as const;
const AXES_ONLY = [useChartZAxis, useChartCartesianAxis] as const;

const SETS = {
  scatter: 'SCATTER_CHART_PLUGINS (what ScatterChart uses)',
  noClosest: 'without useChartClosestPoint: hover the exact dot',
  axesOnly: 'axes only: no interaction, no tooltip',
};
type SetName = keyof typeof SETS;

const common = {
  height: 300,
  series: [
    {
      type: 'scatter' as const,
      data: COUNTRIES.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy})),
      label: 'Countries',
      highlightScope: {highlight: 'item' as const, fade: 'global' as const},
      valueFormatter: (p: {y: number} | null, {dataIndex}: {dataIndex: number}) => p && `${COUNTRIES[dataIndex].country}: ${p.y} years`,
    },
  ],
  xAxis: [{scaleType: 'log' as const, min: 500, label: 'GDP per person (US$, log)'}],
  yAxis: [{label: 'Life expectancy', width: 55}],
};

function Parts({tooltip = true}: {tooltip?: boolean}) {
  return (
    <React.Fragment>
      <ChartsSurface>
        <ScatterPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
      {tooltip && <ChartsTooltip trigger="item" />}
    </React.Fragment>
  );
}

// The same composition with three plugin lists: what the chart can do depends on them.
export default function PluginsSelection() {
  const [name, setName] = React.useState<SetName>('scatter');
  return (
    <Stack sx={{width: '100%'}} spacing={2}>
      <TextField select size="small" label="plugins" value={name} onChange={(e) => setName(e.target.value as SetName)} sx={{maxWidth: 440}}>
        {Object.entries(SETS).map(([key, label]) => (
          <MenuItem key={key} value={key}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {name === 'scatter' && (
        <ChartDataProvider<'scatter', ScatterChartPluginSignatures> {...common} plugins={SCATTER_CHART_PLUGINS}>
          <Parts />
        </ChartDataProvider>
      )}
      {name === 'noClosest' && (
        <ChartDataProvider<'scatter', NoClosestPoint> {...common} plugins={WITHOUT_CLOSEST_POINT}>
          <Parts />
        </ChartDataProvider>
      )}
      {/* The tooltip reads the interaction plugin's state: without that plugin, leave it out. */}
      {name === 'axesOnly' && (
        <ChartDataProvider<'scatter', AxesOnly> {...common} plugins={AXES_ONLY}>
          <Parts tooltip={false} />
        </ChartDataProvider>
      )}
    </Stack>
  );
}
