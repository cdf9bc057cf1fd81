import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {PieChart} from '@mui/x-charts/PieChart';
import type {HighlightItemData} from '@mui/x-charts/context';
import {energyMix} from '@site/src/demo-data/charts-feature-energy';

const mix = energyMix(2024);

export default function HighlightControlledItem() {
  const [item, setItem] = React.useState<HighlightItemData | null>({seriesId: 'mix', dataIndex: 5});
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={item?.dataIndex ?? null}
        onChange={(_, index: number | null) => setItem(index === null ? null : {seriesId: 'mix', dataIndex: index})}
        aria-label="Highlighted source"
        sx={{flexWrap: 'wrap'}}
      >
        {mix.map((m, index) => (
          <ToggleButton key={m.id} value={index}>
            {m.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PieChart
        height={240}
        // Controlled: the buttons and the pointer both set it, the chart only shows it.
        highlightedItem={item}
        onHighlightChange={setItem}
        series={[
          {
            id: 'mix',
            data: mix,
            innerRadius: 50,
            highlightScope: {highlight: 'item', fade: 'global'},
            highlighted: {additionalRadius: 8},
            faded: {additionalRadius: -4, color: 'gray'},
            valueFormatter: (v) => `${v.value.toLocaleString('en-US')} TWh`,
          },
        ]}
        hideLegend
      />
      <Typography variant="body2" sx={{fontFamily: 'monospace'}}>
        highlightedItem: {JSON.stringify(item)}
      </Typography>
    </Stack>
  );
}
