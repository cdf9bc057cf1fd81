import * as React from 'react';
import Box from '@mui/material/Box';
import {STATUS_LABEL, WORKSHOP_JOBS} from '@site/src/demo-data/material-guides';

// After, with sx: the styles sit on the elements; a status is an ordinary expression.
export default function MigrateAfterSx() {
  return (
    <div>
      {WORKSHOP_JOBS.slice(0, 3).map((job) => (
        <Box key={job.id} sx={{display: 'flex', gap: 2, alignItems: 'center', typography: 'body1'}}>
          <Box component="span" sx={{color: 'text.secondary'}}>
            {job.id}
          </Box>
          <Box
            component="span"
            sx={{px: 1.5, py: 0.5, borderRadius: 4, color: 'common.white', bgcolor: job.status === 'ready' ? 'success.dark' : 'grey.700'}}
          >
            {STATUS_LABEL[job.status]}
          </Box>
        </Box>
      ))}
    </div>
  );
}
