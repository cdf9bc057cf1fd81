import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const SIZES = ['small', 'medium', 'large'] as const;

export default function ToggleSizes() {
  const [unit, setUnit] = React.useState('km');

  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      {SIZES.map((size) => (
        <ToggleButtonGroup
          key={size}
          size={size}
          value={unit}
          exclusive
          onChange={(_event, value: string | null) => value && setUnit(value)}
          aria-label={`Distance unit (${size})`}
        >
          <ToggleButton value="km">Kilometres</ToggleButton>
          <ToggleButton value="mi">Miles</ToggleButton>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
