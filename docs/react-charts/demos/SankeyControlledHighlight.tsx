import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {Unstable_SankeyChart, type SankeyItemIdentifier} from '@mui/x-charts-pro/SankeyChart';
import {TRAFFIC_FLOW_LINKS} from '@site/src/demo-data/charts-web';

const SOURCES = ['Search', 'Social', 'Newsletter', 'Direct'];

export default function SankeyControlledHighlight() {
  const [highlighted, setHighlighted] = React.useState<SankeyItemIdentifier | null>({
    type: 'sankey',
    seriesId: 'traffic',
    subType: 'node',
    nodeId: 'Social',
  });
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}}>
        {SOURCES.map((source) => (
          <Button
            key={source}
            size="small"
            variant={highlighted?.subType === 'node' && highlighted.nodeId === source ? 'contained' : 'outlined'}
            onClick={() => setHighlighted({type: 'sankey', seriesId: 'traffic', subType: 'node', nodeId: source})}
          >
            {source}
          </Button>
        ))}
        <Button size="small" onClick={() => setHighlighted(null)}>
          Clear
        </Button>
      </Stack>
      <Typography variant="body2">
        {highlighted
          ? `Highlighted: ${highlighted.subType === 'node' ? highlighted.nodeId : `${highlighted.sourceId} → ${highlighted.targetId}`}`
          : 'Nothing highlighted'}
      </Typography>
      <Unstable_SankeyChart
        height={320}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        series={{
          id: 'traffic',
          data: {links: [...TRAFFIC_FLOW_LINKS]},
          nodeOptions: {highlight: 'outgoing', fade: 'global'},
          linkOptions: {fade: 'global'},
        }}
      />
    </Stack>
  );
}
