import * as React from 'react';
import {styled} from '@mui/material/styles';
import {WORKSHOP_JOBS} from '@site/src/demo-data/material-guides';

// Emotion-based styled: the function receives the theme; `theme.vars` makes colours follow the mode.
const Card = styled('article')(({theme}) => ({
  maxWidth: 360,
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  color: (theme.vars ?? theme).palette.text.primary,
  ...theme.typography.body2,
}));

const JobId = styled('div')(({theme}) => ({
  ...theme.typography.overline,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const Task = styled('h3')(({theme}) => ({...theme.typography.h6, margin: 0}));

export default function StyledCard() {
  const job = WORKSHOP_JOBS[0]!;
  return (
    <Card>
      <JobId>{job.id}</JobId>
      <Task>{job.task}</Task>
      <div>{job.bike}</div>
    </Card>
  );
}
