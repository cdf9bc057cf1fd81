import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {styled} from '@mui/material/styles';
import {STATUS_LABEL, WORKSHOP_JOBS, type JobStatus} from '@site/src/demo-data/material-guides';

// `status` styles the badge but is not an HTML attribute: shouldForwardProp keeps it off the DOM.
const StatusBadge = styled('span', {shouldForwardProp: (prop) => prop !== 'status'})<{status: JobStatus}>(({theme, status}) => ({
  display: 'inline-block',
  padding: theme.spacing(0.5, 1.5),
  borderRadius: 16,
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.common.white,
  backgroundColor:
    status === 'ready'
      ? (theme.vars ?? theme).palette.success.dark
      : status === 'in-progress'
        ? (theme.vars ?? theme).palette.info.dark
        : (theme.vars ?? theme).palette.grey[700],
}));

export default function StyledWithProps() {
  const [index, setIndex] = React.useState(0);
  const job = WORKSHOP_JOBS[index]!;
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
      <Button variant="outlined" size="small" onClick={() => setIndex((index + 1) % WORKSHOP_JOBS.length)}>
        Next job
      </Button>
      <span>{job.id}</span>
      <StatusBadge status={job.status}>{STATUS_LABEL[job.status]}</StatusBadge>
    </Stack>
  );
}
