import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {Unstable_SankeyChart} from '@mui/x-charts-pro/SankeyChart';
import {TRAFFIC_FLOW_LINKS} from '@site/src/demo-data/charts-web';

type Keyword = 'source' | 'target';

// With 'target', every session that ends in a purchase shares its colour, whatever its path.
const links = TRAFFIC_FLOW_LINKS.map((l) => (l.target === 'Purchase' ? {...l, color: '#2e7d32'} : {...l}));

export default function SankeyLinkColorKeywords() {
  const [keyword, setKeyword] = React.useState<Keyword>('source');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={keyword}
        onChange={(_e, v: Keyword | null) => v && setKeyword(v)}
        aria-label="link colour"
      >
        <ToggleButton value="source">source</ToggleButton>
        <ToggleButton value="target">target</ToggleButton>
      </ToggleButtonGroup>
      <Unstable_SankeyChart
        height={340}
        series={{
          data: {links},
          linkOptions: {color: keyword, opacity: 0.5},
          valueFormatter: (v) => `${v.toLocaleString('en-US')} sessions`,
        }}
      />
    </Stack>
  );
}
