import * as React from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

export default function LinearDeterminate() {
  const [value, setValue] = React.useState(30);
  return (
    <Stack direction="row" spacing={2} sx={{width: '100%', alignItems: 'center'}}>
      <LinearProgress variant="determinate" value={value} aria-label="Checklist done" sx={{flex: 1}} />
      <Button variant="outlined" onClick={() => setValue((current) => (current >= 100 ? 0 : current + 10))}>
        Tick one: {value}%
      </Button>
    </Stack>
  );
}
