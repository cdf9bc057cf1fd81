import * as React from 'react';
import type {Theme} from '@mui/material/styles';
import {makeStyles} from '@mui/styles';
import {STATUS_LABEL, WORKSHOP_JOBS, type JobStatus} from '@site/src/demo-data/material-guides';
import LegacyThemeBridge from '@site/src/demo-data/legacy-theme-bridge';

interface BadgeProps {
  status: JobStatus;
}

// A style value may be a function of the props passed to the hook: JSS updates the rule when they change.
const useStyles = makeStyles((theme: Theme) => ({
  badge: {
    display: 'inline-block',
    padding: theme.spacing(0.5, 1.5),
    borderRadius: 16,
    fontFamily: theme.typography.fontFamily,
    fontSize: 14,
    color: (theme.vars ?? theme).palette.common.white,
    backgroundColor: ({status}: BadgeProps) =>
      status === 'ready'
        ? (theme.vars ?? theme).palette.success.dark
        : status === 'in-progress'
          ? (theme.vars ?? theme).palette.info.dark
          : (theme.vars ?? theme).palette.grey[700],
  },
}));

function StatusBadge({status}: BadgeProps) {
  const classes = useStyles({status});
  return <span className={classes.badge}>{STATUS_LABEL[status]}</span>;
}

export default function AdaptingProps() {
  const [index, setIndex] = React.useState(0);
  const job = WORKSHOP_JOBS[index]!;
  return (
    <LegacyThemeBridge>
      <div style={{display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap'}}>
        <button type="button" onClick={() => setIndex((index + 1) % WORKSHOP_JOBS.length)}>
          Next job
        </button>
        <span>{job.id}</span>
        <StatusBadge status={job.status} />
      </div>
    </LegacyThemeBridge>
  );
}
