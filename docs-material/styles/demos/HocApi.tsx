import * as React from 'react';
import type {Theme} from '@mui/material/styles';
import {withStyles, createStyles, type WithStyles} from '@mui/styles';
import {WORKSHOP_JOBS} from '@site/src/demo-data/material-guides';
import LegacyThemeBridge from '@site/src/demo-data/legacy-theme-bridge';

const styles = (theme: Theme) =>
  createStyles({
    list: {margin: 0, padding: 0, listStyle: 'none', maxWidth: 420, fontFamily: theme.typography.fontFamily},
    row: {
      display: 'flex',
      justifyContent: 'space-between',
      padding: theme.spacing(1, 0),
      borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
      color: (theme.vars ?? theme).palette.text.primary,
    },
    minutes: {color: (theme.vars ?? theme).palette.text.secondary},
  });

// The higher-order component injects `classes`; its props type comes from WithStyles.
function JobList({classes}: WithStyles<typeof styles>) {
  return (
    <ul className={classes.list}>
      {WORKSHOP_JOBS.map((job) => (
        <li key={job.id} className={classes.row}>
          <span>{job.task}</span>
          <span className={classes.minutes}>{job.minutes} min</span>
        </li>
      ))}
    </ul>
  );
}

const StyledJobList = withStyles(styles)(JobList);

export default function HocApi() {
  return (
    <LegacyThemeBridge>
      <StyledJobList />
    </LegacyThemeBridge>
  );
}
