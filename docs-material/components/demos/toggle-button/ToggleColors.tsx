import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const COLORS = ['standard', 'primary', 'secondary', 'success', 'error'] as const;

export default function ToggleColors() {
  const [status, setStatus] = React.useState('open');

  return (
    <Stack spacing={1.5} sx={{alignItems: 'flex-start'}}>
      {COLORS.map((color) => (
        <ToggleButtonGroup
          key={color}
          color={color}
          size="small"
          value={status}
          exclusive
          onChange={(_event, value: string | null) => value && setStatus(value)}
          aria-label={`Issue status (${color})`}
        >
          <ToggleButton value="open">Open</ToggleButton>
          <ToggleButton value="closed">Closed</ToggleButton>
          <ToggleButton value="all">All ({color})</ToggleButton>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
