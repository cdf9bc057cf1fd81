import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const LABELS = ['Frames', 'Wheels', 'Brakes', 'Lights'];

// Left: arrow keys only move focus; Enter or Space selects. Right: selectionFollowsFocus selects
// the tab as soon as it gets focus, fine when panels show instantly.
export default function TabsKeyboard() {
  const [manual, setManual] = React.useState(0);
  const [automatic, setAutomatic] = React.useState(0);
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="caption" sx={{color: 'text.secondary'}}>
          Manual activation: selected {LABELS[manual]}
        </Typography>
        <Tabs value={manual} onChange={(_event, next: number) => setManual(next)} aria-label="Manual activation">
          {LABELS.map((label) => (
            <Tab key={label} label={label} />
          ))}
        </Tabs>
      </div>
      <div>
        <Typography variant="caption" sx={{color: 'text.secondary'}}>
          Selection follows focus: selected {LABELS[automatic]}
        </Typography>
        <Tabs
          value={automatic}
          onChange={(_event, next: number) => setAutomatic(next)}
          selectionFollowsFocus
          aria-label="Selection follows focus"
        >
          {LABELS.map((label) => (
            <Tab key={label} label={label} />
          ))}
        </Tabs>
      </div>
    </Stack>
  );
}
