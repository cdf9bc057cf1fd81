import * as React from 'react';
import type {Theme} from '@mui/material/styles';
import {makeStyles} from '@mui/styles';
import {WORKSHOP_JOBS} from '@site/src/demo-data/material-guides';
import LegacyThemeBridge from '@site/src/demo-data/legacy-theme-bridge';

// The palette through CSS variables, so the card follows the page's light or dark mode.
const useStyles = makeStyles((theme: Theme) => ({
  card: {
    border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    borderRadius: 8,
    padding: theme.spacing(2),
    maxWidth: 360,
    fontFamily: theme.typography.fontFamily,
    color: (theme.vars ?? theme).palette.text.primary,
  },
  id: {
    fontSize: 12,
    letterSpacing: 1,
    color: (theme.vars ?? theme).palette.text.secondary,
  },
  task: {
    margin: theme.spacing(0.5, 0, 0),
    fontSize: 18,
    fontWeight: 500,
  },
}));

function JobCard() {
  const classes = useStyles();
  const job = WORKSHOP_JOBS[0]!;
  return (
    <div className={classes.card}>
      <div className={classes.id}>{job.id}</div>
      <p className={classes.task}>{job.task}</p>
      <div>{job.bike}</div>
    </div>
  );
}

export default function HookApi() {
  return (
    <LegacyThemeBridge>
      <JobCard />
    </LegacyThemeBridge>
  );
}
