import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio, {type RadioProps} from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {styled} from '@mui/material/styles';

// A ring drawn with CSS; the checked state fills its centre.
const Ring = styled('span')(({theme}) => ({
  width: 18,
  height: 18,
  borderRadius: '50%',
  boxSizing: 'border-box',
  border: `2px solid ${(theme.vars || theme).palette.text.secondary}`,
  'input:hover ~ &': {borderColor: (theme.vars || theme).palette.primary.main},
  '.Mui-focusVisible &': {outline: `2px solid ${(theme.vars || theme).palette.primary.main}`, outlineOffset: 2},
  'input:disabled ~ &': {opacity: 0.4},
}));

const CheckedRing = styled(Ring)(({theme}) => ({
  borderColor: (theme.vars || theme).palette.primary.main,
  borderWidth: 6,
}));

function RingRadio(props: RadioProps) {
  return <Radio disableRipple icon={<Ring />} checkedIcon={<CheckedRing />} {...props} />;
}

export default function RadioCustomized() {
  return (
    <FormControl>
      <FormLabel id="shipping-speed-label">Shipping speed</FormLabel>
      <RadioGroup aria-labelledby="shipping-speed-label" defaultValue="standard" name="shipping-speed">
        <FormControlLabel value="standard" control={<RingRadio />} label="Standard, free" />
        <FormControlLabel value="express" control={<RingRadio />} label="Express, €9.90" />
        <FormControlLabel value="drone" disabled control={<RingRadio />} label="Same hour (not in your area)" />
      </RadioGroup>
    </FormControl>
  );
}
