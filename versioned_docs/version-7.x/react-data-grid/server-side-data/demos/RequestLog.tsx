import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type {FakeGridServer} from '@site/src/demo-data/fake-grid-server';

/** The fake server's last requests, newest first, in a box of fixed height. */
export default function RequestLog({server}: {server: FakeGridServer}) {
  const entries = React.useSyncExternalStore(server.subscribe, server.log, server.log);
  return (
    <Box sx={{height: 96, overflow: 'hidden', mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1}}>
      <Typography variant="caption" component="div" sx={{fontWeight: 'bold'}}>
        Requests (newest first)
      </Typography>
      {entries.slice(0, 3).map((entry) => (
        <Typography key={entry.id} variant="caption" component="div" noWrap>
          #{entry.id} {entry.outcome === 'ok' ? '' : 'failed: '}
          {entry.summary}
        </Typography>
      ))}
    </Box>
  );
}
