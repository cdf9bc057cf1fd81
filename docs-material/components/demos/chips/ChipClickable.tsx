import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ChipClickable() {
  const [picked, setPicked] = React.useState<string | null>(null);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <Chip label="In stock" onClick={() => setPicked('In stock')} />
        <Chip label="On sale" variant="outlined" onClick={() => setPicked('On sale')} />
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {picked ? `Clicked: ${picked}` : 'Click a chip.'}
      </Typography>
    </Stack>
  );
}
