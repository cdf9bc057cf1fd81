import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio, {type RadioProps} from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import classes from './RadioCustomized.module.css';

// A ring drawn with CSS; the checked state fills its centre.
function RingRadio(props: RadioProps) {
  return (
    <Radio
      disableRipple
      icon={<span className={classes.ring} />}
      checkedIcon={<span className={`${classes.ring} ${classes.checked}`} />}
      {...props}
    />
  );
}

export default function RadioCustomized() {
  return (
    <FormControl>
      <FormLabel id="shipping-speed-css-label">Shipping speed</FormLabel>
      <RadioGroup aria-labelledby="shipping-speed-css-label" defaultValue="standard" name="shipping-speed-css">
        <FormControlLabel value="standard" control={<RingRadio />} label="Standard, free" />
        <FormControlLabel value="express" control={<RingRadio />} label="Express, €9.90" />
        <FormControlLabel value="drone" disabled control={<RingRadio />} label="Same hour (not in your area)" />
      </RadioGroup>
    </FormControl>
  );
}
