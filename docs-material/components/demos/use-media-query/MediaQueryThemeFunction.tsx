import * as React from 'react';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type {Theme} from '@mui/material/styles';

// A function query receives the theme from context, so no useTheme() call is needed.
export default function MediaQueryThemeFunction() {
  const belowMd = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <Typography variant="body2">
      <code>theme.breakpoints.down(&apos;md&apos;)</code> matches: <strong>{String(belowMd)}</strong>
    </Typography>
  );
}
