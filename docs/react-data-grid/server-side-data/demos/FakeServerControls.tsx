/**
 * Shared by the server-side data demos (not a demo itself): the bar above each grid that sets the
 * fake server's latency and failures, and shows the last request it answered.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {createFakeGridServer, type FakeGridServer, type FakeGridServerOptions} from '@site/src/demo-data/fake-grid-server';

const LATENCY_CHOICES_MS = [0, 300, 800, 2000];
const FLAKY_ERROR_RATE = 0.3;

/** One server per mounted demo, so "Reset demo" starts from a fresh log and settings. */
export function useFakeGridServer(options: FakeGridServerOptions): FakeGridServer {
  const [server] = React.useState(() => createFakeGridServer(options));
  return server;
}

export default function FakeServerControls({server}: {server: FakeGridServer}) {
  const [settings, setSettings] = React.useState(server.settings());
  // A demo may start with a latency that is not one of the usual choices: offer it too.
  const [latencyChoices] = React.useState(() => [...new Set([...LATENCY_CHOICES_MS, server.settings().latencyMs])].sort((a, b) => a - b));
  const [failNextArmed, setFailNextArmed] = React.useState(false);
  const log = React.useSyncExternalStore(server.subscribe, server.log, server.log);
  const last = log[0];

  React.useEffect(() => {
    if (last?.outcome === 'error') setFailNextArmed(false);
  }, [last]);

  const update = (next: Partial<typeof settings>) => {
    server.configure(next);
    setSettings(server.settings());
  };

  return (
    <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1}}>
      <TextField
        select
        size="small"
        label="Latency"
        value={settings.latencyMs}
        onChange={(event) => update({latencyMs: Number(event.target.value)})}
        sx={{width: 120}}
      >
        {latencyChoices.map((ms) => (
          <MenuItem key={ms} value={ms}>
            {ms} ms
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch checked={settings.errorRate > 0} onChange={(event) => update({errorRate: event.target.checked ? FLAKY_ERROR_RATE : 0})} />
        }
        label={`Fail ${FLAKY_ERROR_RATE * 100}% of requests`}
      />
      <Button
        size="small"
        variant="outlined"
        disabled={failNextArmed}
        onClick={() => {
          server.failNextRequest();
          setFailNextArmed(true);
        }}
      >
        {failNextArmed ? 'Next request will fail' : 'Fail next request'}
      </Button>
      <Typography
        variant="caption"
        role="status"
        aria-live="polite"
        sx={{color: last?.outcome === 'error' ? 'error.main' : 'text.secondary', flexBasis: '100%'}}
      >
        {last ? `Request #${last.id}: ${last.outcome === 'error' ? 'failed' : 'ok'} (${last.summary})` : 'Waiting for the first request…'}
      </Typography>
    </Box>
  );
}
