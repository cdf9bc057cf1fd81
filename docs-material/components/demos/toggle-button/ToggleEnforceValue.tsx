import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

export default function ToggleEnforceValue() {
  const [period, setPeriod] = React.useState('week');
  const [devices, setDevices] = React.useState<string[]>(['phone', 'laptop']);

  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="body2" sx={{mb: 1}}>
          One period is always selected: a second click on it changes nothing.
        </Typography>
        <ToggleButtonGroup
          value={period}
          exclusive
          onChange={(_event, value: string | null) => {
            if (value !== null) setPeriod(value);
          }}
          aria-label="Report period"
        >
          <ToggleButton value="day">Day</ToggleButton>
          <ToggleButton value="week">Week</ToggleButton>
          <ToggleButton value="month">Month</ToggleButton>
        </ToggleButtonGroup>
      </div>
      <div>
        <Typography variant="body2" sx={{mb: 1}}>
          At least one device stays selected.
        </Typography>
        <ToggleButtonGroup
          value={devices}
          onChange={(_event, value: string[]) => {
            if (value.length > 0) setDevices(value);
          }}
          aria-label="Sync to devices"
        >
          <ToggleButton value="phone">Phone</ToggleButton>
          <ToggleButton value="laptop">Laptop</ToggleButton>
          <ToggleButton value="tablet">Tablet</ToggleButton>
        </ToggleButtonGroup>
      </div>
    </Stack>
  );
}
