import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {WORKSHOP_JOBS} from '@site/src/demo-data/material-guides';

// The same card with sx: theme keys as strings (`divider`, `text.secondary`), spacing as numbers,
// and a breakpoint object for the padding.
export default function SxCard() {
  const job = WORKSHOP_JOBS[0]!;
  return (
    <Box component="article" sx={{maxWidth: 360, p: {xs: 1.5, sm: 2}, borderRadius: 1, border: 1, borderColor: 'divider'}}>
      <Typography variant="overline" sx={{color: 'text.secondary'}}>
        {job.id}
      </Typography>
      <Typography variant="h6" component="h3">
        {job.task}
      </Typography>
      <Typography variant="body2">{job.bike}</Typography>
    </Box>
  );
}
