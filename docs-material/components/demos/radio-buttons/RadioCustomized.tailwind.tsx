import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio, {type RadioProps} from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

// The hidden input is the icon's previous sibling: `peer` on it lets the ring react to hover, focus and disabled.
const RING =
  'box-border block h-[18px] w-[18px] rounded-full border-solid peer-hover:border-blue-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 peer-disabled:opacity-40';

function RingRadio(props: RadioProps) {
  return (
    <Radio
      disableRipple
      slotProps={{input: {className: 'peer'}}}
      icon={<span className={`${RING} border-2 border-slate-500 dark:border-slate-300`} />}
      checkedIcon={<span className={`${RING} border-[6px] border-blue-600 dark:border-blue-300`} />}
      {...props}
    />
  );
}

export default function RadioCustomized() {
  return (
    <FormControl>
      <FormLabel id="shipping-speed-tw-label">Shipping speed</FormLabel>
      <RadioGroup aria-labelledby="shipping-speed-tw-label" defaultValue="standard" name="shipping-speed-tw">
        <FormControlLabel value="standard" control={<RingRadio />} label="Standard, free" />
        <FormControlLabel value="express" control={<RingRadio />} label="Express, €9.90" />
        <FormControlLabel value="drone" disabled control={<RingRadio />} label="Same hour (not in your area)" />
      </RadioGroup>
    </FormControl>
  );
}
