import * as React from 'react';
import Chip, {chipClasses} from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {styled} from '@mui/material/styles';
import {WORKSHOP_JOBS} from '@site/src/demo-data/material-guides';

// Where withStyles(styles)(Chip) overrode `classes.label`, styled targets the component's own
// class (chipClasses.label is `MuiChip-label`) under its root.
const JobChip = styled(Chip)(({theme}) => ({
  [`& .${chipClasses.label}`]: {fontWeight: 600, letterSpacing: 0.5},
  borderColor: (theme.vars ?? theme).palette.primary.main,
}));

export default function MigrateClasses() {
  return (
    <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}} useFlexGap>
      {WORKSHOP_JOBS.map((job) => (
        <JobChip key={job.id} label={job.id} variant="outlined" />
      ))}
    </Stack>
  );
}
