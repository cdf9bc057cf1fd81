import * as React from 'react';
import type {Theme} from '@mui/material/styles';
import {makeStyles} from '@mui/styles';
import {WORKSHOP_JOBS} from '@site/src/demo-data/material-guides';
import LegacyThemeBridge from '@site/src/demo-data/legacy-theme-bridge';

// `$label` refers to the generated class of the `label` rule in the same sheet (jss-plugin-nested).
const useStyles = makeStyles((theme: Theme) => ({
  option: {
    display: 'flex',
    gap: theme.spacing(1),
    alignItems: 'center',
    padding: theme.spacing(1),
    borderRadius: 6,
    fontFamily: theme.typography.fontFamily,
    color: (theme.vars ?? theme).palette.text.primary,
    '&:hover $label, & input:focus-visible + $label': {textDecoration: 'underline'},
    '& input:checked + $label': {fontWeight: 700, color: (theme.vars ?? theme).palette.primary.main},
  },
  label: {},
}));

function NextJobPicker() {
  const classes = useStyles();
  const [selected, setSelected] = React.useState(WORKSHOP_JOBS[1]!.id);
  return (
    <fieldset style={{border: 0, margin: 0, padding: 0}}>
      <legend>Job to start next</legend>
      {WORKSHOP_JOBS.slice(1).map((job) => (
        <label key={job.id} className={classes.option}>
          <input type="radio" name="next-job" value={job.id} checked={selected === job.id} onChange={() => setSelected(job.id)} />
          <span className={classes.label}>{job.task}</span>
        </label>
      ))}
    </fieldset>
  );
}

export default function NestedRules() {
  return (
    <LegacyThemeBridge>
      <NextJobPicker />
    </LegacyThemeBridge>
  );
}
