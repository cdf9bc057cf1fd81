import * as React from 'react';
import type {Theme} from '@mui/material/styles';
import {makeStyles, ThemeProvider, useTheme} from '@mui/styles';
import LegacyThemeBridge from '@site/src/demo-data/legacy-theme-bridge';

const useStyles = makeStyles((theme: Theme) => ({
  panel: {
    padding: theme.spacing(1.5, 2),
    borderRadius: Number(theme.shape.borderRadius) * 2,
    fontFamily: theme.typography.fontFamily,
    color: (theme.vars ?? theme).palette.text.primary,
    border: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
  },
}));

function Panel({children}: {children: React.ReactNode}) {
  const classes = useStyles();
  // useTheme of @mui/styles reads the nearest of its own ThemeProviders.
  const theme = useTheme<Theme>();
  return (
    <div className={classes.panel}>
      {children}: corner radius {Number(theme.shape.borderRadius) * 2}px
    </div>
  );
}

export default function ThemeNesting() {
  return (
    <LegacyThemeBridge>
      <div style={{display: 'grid', gap: 12, maxWidth: 420}}>
        <Panel>Outer theme</Panel>
        {/* A function receives the outer theme and returns the inner one. */}
        <ThemeProvider theme={(outer: Theme): Theme => ({...outer, shape: {...outer.shape, borderRadius: 12}})}>
          <Panel>Nested theme</Panel>
        </ThemeProvider>
      </div>
    </LegacyThemeBridge>
  );
}
