import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioSizes() {
  return (
    <RadioGroup row defaultValue="medium" aria-label="Radio sizes" name="radio-sizes">
      <FormControlLabel value="small" control={<Radio size="small" />} label="Small" />
      <FormControlLabel value="medium" control={<Radio />} label="Medium" />
      <FormControlLabel value="large" control={<Radio sx={{'& .MuiSvgIcon-root': {fontSize: 30}}} />} label="Icon at 30 px" />
    </RadioGroup>
  );
}
