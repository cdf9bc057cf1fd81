import * as React from 'react';
import Checkbox, {type CheckboxProps} from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import classes from './CheckboxCustomized.module.css';

// A rounded square drawn with CSS instead of the default SVG icons.
function RoundedCheckbox(props: CheckboxProps) {
  return (
    <Checkbox
      disableRipple
      icon={<span className={classes.box} />}
      checkedIcon={<span className={`${classes.box} ${classes.checked}`} />}
      {...props}
    />
  );
}

export default function CheckboxCustomized() {
  return (
    <Stack>
      <FormControlLabel control={<RoundedCheckbox defaultChecked />} label="Keep me signed in" />
      <FormControlLabel control={<RoundedCheckbox />} label="Use this address for billing" />
      <FormControlLabel control={<RoundedCheckbox disabled />} label="Save the card (not available)" />
    </Stack>
  );
}
