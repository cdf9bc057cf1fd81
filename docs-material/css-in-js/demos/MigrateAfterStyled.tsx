import * as React from 'react';
import {styled} from '@mui/material/styles';
import {STATUS_LABEL, WORKSHOP_JOBS, type JobStatus} from '@site/src/demo-data/material-guides';

// After, with styled: one component per former class; the prop moves from the hook to the component.
const Row = styled('div')(({theme}) => ({display: 'flex', gap: theme.spacing(2), alignItems: 'center', ...theme.typography.body1}));

const JobId = styled('span')(({theme}) => ({color: (theme.vars ?? theme).palette.text.secondary}));

const Badge = styled('span', {shouldForwardProp: (prop) => prop !== 'status'})<{status: JobStatus}>(({theme}) => ({
  padding: theme.spacing(0.5, 1.5),
  borderRadius: 16,
  color: (theme.vars ?? theme).palette.common.white,
  backgroundColor: (theme.vars ?? theme).palette.grey[700],
  // Variants replace the function value: the styles are built once, the matching variant applies.
  variants: [{props: {status: 'ready'}, style: {backgroundColor: (theme.vars ?? theme).palette.success.dark}}],
}));

export default function MigrateAfterStyled() {
  return (
    <div>
      {WORKSHOP_JOBS.slice(0, 3).map((job) => (
        <Row key={job.id}>
          <JobId>{job.id}</JobId>
          <Badge status={job.status}>{STATUS_LABEL[job.status]}</Badge>
        </Row>
      ))}
    </div>
  );
}
