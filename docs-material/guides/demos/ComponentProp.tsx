import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {WORKSHOP_JOBS} from '@site/src/demo-data/material-guides';

interface JobLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  jobId: string;
}

/**
 * Stands in for a router's link. It receives the props ListItemButton passes down (className,
 * handlers, the ref for focus and ripple) and must hand them to the DOM element. React 19 passes
 * `ref` as a prop, so no forwardRef is needed here.
 */
function JobLink({jobId, ref, ...other}: JobLinkProps & {ref?: React.Ref<HTMLAnchorElement>}) {
  return <a ref={ref} href={`#job-${jobId}`} {...other} />;
}

export default function ComponentProp() {
  const [opened, setOpened] = React.useState<string | null>(null);
  return (
    <div>
      <List component="nav" dense sx={{maxWidth: 360}} aria-label="Workshop jobs">
        {WORKSHOP_JOBS.map((job) => (
          <ListItemButton
            key={job.id}
            component={JobLink}
            jobId={job.id}
            onClick={(event: React.MouseEvent) => {
              event.preventDefault();
              setOpened(job.id);
            }}
          >
            <ListItemText primary={job.task} secondary={job.id} />
          </ListItemButton>
        ))}
      </List>
      <Typography variant="body2" role="status">
        {opened ? `Would open #job-${opened}` : 'Choose a job'}
      </Typography>
    </div>
  );
}
