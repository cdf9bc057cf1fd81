import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import {Unstable_SankeyChart, type SankeyLinkOptions, type SankeyNodeOptions} from '@mui/x-charts-pro/SankeyChart';

type SankeyNodeHighlight = NonNullable<SankeyNodeOptions['highlight']>;
type SankeyLinkHighlight = NonNullable<SankeyLinkOptions['highlight']>;
import {TRAFFIC_FLOW_LINKS} from '@site/src/demo-data/charts-web';

const NODE_MODES: SankeyNodeHighlight[] = ['nodes', 'links', 'incoming', 'outgoing', 'none'];
const LINK_MODES: SankeyLinkHighlight[] = ['links', 'nodes', 'source', 'target', 'none'];

export default function SankeyHighlighting() {
  const [node, setNode] = React.useState<SankeyNodeHighlight>('incoming');
  const [link, setLink] = React.useState<SankeyLinkHighlight>('nodes');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="node highlight"
          value={node}
          onChange={(e) => setNode(e.target.value as SankeyNodeHighlight)}
          sx={{minWidth: 160}}
        >
          {NODE_MODES.map((m) => (
            <MenuItem key={m} value={m}>
              {m}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="link highlight"
          value={link}
          onChange={(e) => setLink(e.target.value as SankeyLinkHighlight)}
          sx={{minWidth: 160}}
        >
          {LINK_MODES.map((m) => (
            <MenuItem key={m} value={m}>
              {m}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Unstable_SankeyChart
        height={320}
        series={{
          data: {links: [...TRAFFIC_FLOW_LINKS]},
          nodeOptions: {highlight: node, fade: 'global'},
          linkOptions: {highlight: link, fade: 'global'},
        }}
      />
    </Stack>
  );
}
