import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import classes from './SwitchCustomized.module.css';

export default function SwitchCustomized() {
  return (
    <Stack spacing={1.5} sx={{alignItems: 'flex-start'}}>
      <FormControlLabel control={<Switch className={classes.pill} defaultChecked />} label="Do not disturb" />
      <FormControlLabel control={<Switch className={classes.pill} disabled />} label="Bedtime mode (schedule first)" />
      <FormControlLabel control={<Switch className={classes.thin} defaultChecked color="secondary" />} label="Sync over mobile data" />
    </Stack>
  );
}
