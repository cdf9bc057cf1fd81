import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, {type SelectChangeEvent} from '@mui/material/Select';
import {TEAM} from '@site/src/demo-data/material-inputs';

export default function SelectMultiple() {
  const [reviewers, setReviewers] = React.useState<string[]>(['Chen Costa']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const {value} = event.target;
    // Autofill can hand over a comma-separated string instead of an array.
    setReviewers(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{width: 320}}>
      <InputLabel id="reviewers-label">Reviewers</InputLabel>
      <Select labelId="reviewers-label" multiple value={reviewers} onChange={handleChange} input={<OutlinedInput label="Reviewers" />}>
        {TEAM.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
