import * as React from 'react';
import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';

// In server rendering NoSsr outputs only the fallback; its children appear after the component mounts in the browser.
export default function NoSsrFallback() {
  return (
    <Box sx={{p: 2, border: 1, borderColor: 'divider', borderRadius: 1, typography: 'body2'}}>
      <NoSsr fallback={<span>Loading your local time…</span>}>
        <span>Your time zone: {Intl.DateTimeFormat().resolvedOptions().timeZone}</span>
      </NoSsr>
    </Box>
  );
}
