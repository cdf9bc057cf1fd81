import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {Unstable_SankeyChart} from '@mui/x-charts-pro/SankeyChart';
import {SALARY_FLOW_LINKS} from '@site/src/demo-data/charts-finance';

export default function SankeyClickEvent() {
  const [message, setMessage] = React.useState('Click a node or a link');
  return (
    <Stack sx={{width: '100%'}}>
      <Typography variant="body2" sx={{minHeight: 24}}>
        {message}
      </Typography>
      <Unstable_SankeyChart
        height={320}
        series={{data: {links: [...SALARY_FLOW_LINKS]}}}
        onNodeClick={(_e, item) => setMessage(`Node ${item.nodeId}: $${item.node.value.toLocaleString('en-US')}`)}
        onLinkClick={(_e, item) => setMessage(`Link ${item.sourceId} → ${item.targetId}: $${item.link.value.toLocaleString('en-US')}`)}
      />
    </Stack>
  );
}
