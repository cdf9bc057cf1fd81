import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const FARES = {saver: 49, flex: 79, first: 129} as const;
type Fare = keyof typeof FARES;

export default function RadioGroupControlled() {
  const [fare, setFare] = React.useState<Fare>('flex');

  return (
    <FormControl>
      <FormLabel id="fare-label">Fare, Lisbon to Porto</FormLabel>
      <RadioGroup aria-labelledby="fare-label" name="fare" value={fare} onChange={(event) => setFare(event.target.value as Fare)}>
        <FormControlLabel value="saver" control={<Radio />} label="Saver: no changes" />
        <FormControlLabel value="flex" control={<Radio />} label="Flex: change until departure" />
        <FormControlLabel value="first" control={<Radio />} label="First class: flexible, with a meal" />
      </RadioGroup>
      <Typography variant="body2" sx={{color: 'text.secondary'}}>
        Total: €{FARES[fare]}
      </Typography>
    </FormControl>
  );
}
