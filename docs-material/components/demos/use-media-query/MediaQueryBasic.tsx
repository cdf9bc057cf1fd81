import * as React from 'react';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

// Resize the window across 600 px: the line changes, its height does not.
export default function MediaQueryBasic() {
  const wide = useMediaQuery('(min-width:600px)');
  return (
    <Typography variant="body2">
      <code>(min-width:600px)</code> matches: <strong>{String(wide)}</strong>
    </Typography>
  );
}
