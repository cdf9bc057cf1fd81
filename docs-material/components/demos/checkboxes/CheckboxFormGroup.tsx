import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export default function CheckboxFormGroup() {
  const [office, setOffice] = React.useState<string[]>(['Tuesday', 'Thursday']);
  const [meals, setMeals] = React.useState<string[]>(['Lunch', 'Dinner', 'Breakfast']);
  const tooMany = meals.length > 2;

  const toggle = (list: string[], item: string) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  return (
    <Box sx={{display: 'flex', gap: 4, flexWrap: 'wrap'}}>
      <FormControl component="fieldset" variant="standard">
        <FormLabel component="legend">Days in the office</FormLabel>
        <FormGroup>
          {DAYS.map((day) => (
            <FormControlLabel
              key={day}
              control={<Checkbox checked={office.includes(day)} onChange={() => setOffice(toggle(office, day))} name={day} />}
              label={day}
            />
          ))}
        </FormGroup>
        <FormHelperText>Pick the days you need a desk</FormHelperText>
      </FormControl>
      <FormControl component="fieldset" variant="standard" required error={tooMany}>
        <FormLabel component="legend">Meals at the conference (two at most)</FormLabel>
        <FormGroup>
          {['Breakfast', 'Lunch', 'Dinner'].map((meal) => (
            <FormControlLabel
              key={meal}
              control={<Checkbox checked={meals.includes(meal)} onChange={() => setMeals(toggle(meals, meal))} name={meal} />}
              label={meal}
            />
          ))}
        </FormGroup>
        <FormHelperText>{tooMany ? 'Untick one meal' : 'Thank you'}</FormHelperText>
      </FormControl>
    </Box>
  );
}
