import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {styled} from '@mui/material/styles';

// A prop of your own drives the styles through `variants`; shouldForwardProp keeps it off the DOM.
const CapacitySlider = styled(Slider, {shouldForwardProp: (prop) => prop !== 'overloaded'})<{overloaded?: boolean}>(({theme}) => ({
  variants: [
    {
      props: {overloaded: true},
      style: {color: (theme.vars || theme).palette.error.main},
    },
  ],
}));

export default function StyledDynamic() {
  const [overloaded, setOverloaded] = React.useState(false);
  return (
    <Stack sx={{maxWidth: 320}}>
      <FormControlLabel
        control={<Switch checked={overloaded} onChange={(event) => setOverloaded(event.target.checked)} />}
        label="Over capacity"
      />
      <CapacitySlider overloaded={overloaded} defaultValue={85} aria-label="Van capacity used" />
    </Stack>
  );
}
