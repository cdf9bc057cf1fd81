import * as React from 'react';
import type {Theme} from '@mui/material/styles';
import {makeStyles, withStyles, createStyles, type WithStyles} from '@mui/styles';
import {STATUS_LABEL, WORKSHOP_JOBS} from '@site/src/demo-data/material-guides';
import LegacyThemeBridge from '@site/src/demo-data/legacy-theme-bridge';

const styles = (theme: Theme) =>
  createStyles({
    root: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: theme.spacing(2),
      padding: theme.spacing(1, 1.5),
      borderRadius: 6,
      fontFamily: theme.typography.fontFamily,
      color: (theme.vars ?? theme).palette.text.primary,
      backgroundColor: (theme.vars ?? theme).palette.action.hover,
    },
    status: {color: (theme.vars ?? theme).palette.text.secondary},
  });

function JobRowBase({classes, task, status}: WithStyles<typeof styles> & {task: string; status: string}) {
  return (
    <div className={classes.root}>
      <span>{task}</span>
      <span className={classes.status}>{status}</span>
    </div>
  );
}

const JobRow = withStyles(styles, {name: 'JobRow'})(JobRowBase);

// A caller's classes are merged after the component's own: the same rule name extends it.
const useOverrides = makeStyles((theme: Theme) => ({
  urgentStatus: {fontWeight: 700, color: (theme.vars ?? theme).palette.error.main},
}));

function Rows() {
  const overrides = useOverrides();
  const [first, second] = WORKSHOP_JOBS;
  return (
    <div style={{display: 'grid', gap: 8, maxWidth: 420}}>
      <JobRow task={first!.task} status={STATUS_LABEL[first!.status]} />
      <JobRow task={second!.task} status="Due today" classes={{status: overrides.urgentStatus}} />
    </div>
  );
}

export default function ClassesOverride() {
  return (
    <LegacyThemeBridge>
      <Rows />
    </LegacyThemeBridge>
  );
}
