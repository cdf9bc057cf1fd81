import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NoSsr from '@mui/material/NoSsr';

function Heavy({label}: {label: string}) {
  return <Box sx={{p: 1, border: 1, borderColor: 'divider', borderRadius: 1, typography: 'body2'}}>{label}</Box>;
}

// Without defer, NoSsr shows its children from a layout effect, before the browser paints; with defer,
// from a passive effect, after the first paint, so the rest of the page shows first.
export default function NoSsrDefer() {
  const [key, setKey] = React.useState(0);
  return (
    <Box key={key} sx={{display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap'}}>
      <Button variant="outlined" onClick={() => setKey((k) => k + 1)}>
        Mount again
      </Button>
      <NoSsr>
        <Heavy label="Shown before the first paint" />
      </NoSsr>
      <NoSsr defer>
        <Heavy label="Shown after the first paint (defer)" />
      </NoSsr>
    </Box>
  );
}
