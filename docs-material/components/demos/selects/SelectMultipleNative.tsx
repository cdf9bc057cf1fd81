import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import {COUNTRIES} from '@site/src/demo-data/material-inputs';

const NORDIC = ['DK', 'FI', 'NO', 'SE'];

export default function SelectMultipleNative() {
  const [codes, setCodes] = React.useState<string[]>(['PT', 'ES']);

  // With `native`, the change event comes from a real <select multiple>: read its selected options.
  const handleChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    setCodes(Array.from(event.target.selectedOptions, (option) => option.value));
  };

  return (
    <div>
      <FormControl sx={{minWidth: 240, maxWidth: 320}}>
        <InputLabel shrink htmlFor="ship-to">
          Ships to
        </InputLabel>
        <Select<string[]>
          multiple
          native
          value={codes}
          // @ts-expect-error The native element's event is narrower than Select's declared one.
          onChange={handleChange}
          label="Ships to"
          inputProps={{id: 'ship-to'}}
        >
          {COUNTRIES.filter((country) => country.continent === 'Europe' && !NORDIC.includes(country.code)).map((country) => (
            <option key={country.code} value={country.code}>
              {country.label}
            </option>
          ))}
        </Select>
      </FormControl>
      <Typography variant="body2" sx={{mt: 1}}>
        Selected: {codes.join(', ') || 'none'} (Ctrl or ⌘ + click adds a country)
      </Typography>
    </div>
  );
}
