import * as React from 'react';
import type {Theme} from '@mui/material/styles';
import {makeStyles} from '@mui/styles';
import {STATUS_LABEL, WORKSHOP_JOBS, type JobStatus} from '@site/src/demo-data/material-guides';
import LegacyThemeBridge from '@site/src/demo-data/legacy-theme-bridge';

// Before: JSS through @mui/styles. The hook's props drive a function value.
const useStyles = makeStyles((theme: Theme) => ({
  row: {display: 'flex', gap: theme.spacing(2), alignItems: 'center', fontFamily: theme.typography.fontFamily},
  id: {color: (theme.vars ?? theme).palette.text.secondary},
  badge: {
    padding: theme.spacing(0.5, 1.5),
    borderRadius: 16,
    color: (theme.vars ?? theme).palette.common.white,
    backgroundColor: ({status}: {status: JobStatus}) =>
      status === 'ready' ? (theme.vars ?? theme).palette.success.dark : (theme.vars ?? theme).palette.grey[700],
  },
}));

function JobStatusRow({id, status}: {id: string; status: JobStatus}) {
  const classes = useStyles({status});
  return (
    <div className={classes.row}>
      <span className={classes.id}>{id}</span>
      <span className={classes.badge}>{STATUS_LABEL[status]}</span>
    </div>
  );
}

export default function MigrateBefore() {
  return (
    <LegacyThemeBridge>
      {WORKSHOP_JOBS.slice(0, 3).map((job) => (
        <JobStatusRow key={job.id} id={job.id} status={job.status} />
      ))}
    </LegacyThemeBridge>
  );
}
