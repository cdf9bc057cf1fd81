import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const TOPPINGS = ['Mushrooms', 'Olives', 'Peppers'];

export default function CheckboxIndeterminate() {
  const [chosen, setChosen] = React.useState<string[]>(['Olives']);
  const all = chosen.length === TOPPINGS.length;
  const some = chosen.length > 0 && !all;

  const toggle = (topping: string) =>
    setChosen((previous) => (previous.includes(topping) ? previous.filter((item) => item !== topping) : [...previous, topping]));

  return (
    <div>
      <FormControlLabel
        label="All toppings"
        control={<Checkbox checked={all} indeterminate={some} onChange={() => setChosen(all ? [] : TOPPINGS)} />}
      />
      <Box sx={{display: 'flex', flexDirection: 'column', ml: 3}}>
        {TOPPINGS.map((topping) => (
          <FormControlLabel
            key={topping}
            label={topping}
            control={<Checkbox checked={chosen.includes(topping)} onChange={() => toggle(topping)} />}
          />
        ))}
      </Box>
    </div>
  );
}
