import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ChipClickableDeletable() {
  const [message, setMessage] = React.useState('Click the label or the cross.');
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <Chip
          label="Brake bleed"
          onClick={() => setMessage('Opened the brake bleed booking.')}
          onDelete={() => setMessage('Removed the brake bleed booking.')}
        />
        <Chip
          label="Wheel true"
          variant="outlined"
          onClick={() => setMessage('Opened the wheel true booking.')}
          onDelete={() => setMessage('Removed the wheel true booking.')}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
