import * as React from 'react';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import useMediaQuery from '@mui/material/useMediaQuery';
import {useTheme} from '@mui/material/styles';

/** Which of the theme's breakpoint queries match the current window: resize it to see them change. */
export default function BreakpointQuery() {
  const theme = useTheme();
  const keys = theme.breakpoints.keys;
  const matches = {
    xs: useMediaQuery(theme.breakpoints.up('xs')),
    sm: useMediaQuery(theme.breakpoints.up('sm')),
    md: useMediaQuery(theme.breakpoints.up('md')),
    lg: useMediaQuery(theme.breakpoints.up('lg')),
    xl: useMediaQuery(theme.breakpoints.up('xl')),
  };
  return (
    <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}} useFlexGap>
      {keys.map((key) => (
        <Chip
          key={key}
          label={`up('${key}') ≥ ${theme.breakpoints.values[key]}px: ${matches[key] ? 'matches' : 'no'}`}
          color={matches[key] ? 'primary' : 'default'}
          variant={matches[key] ? 'filled' : 'outlined'}
        />
      ))}
    </Stack>
  );
}
