import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import {COUNTRIES} from '@site/src/demo-data/material-inputs';

export default function AutocompleteCheckboxes() {
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={COUNTRIES}
      defaultValue={[COUNTRIES[13], COUNTRIES[32]]}
      getOptionLabel={(country) => country.label}
      renderOption={(props, country, {selected}) => {
        const {key, ...optionProps} = props;
        return (
          <li key={key} {...optionProps}>
            <Checkbox checked={selected} size="small" sx={{mr: 1}} slotProps={{input: {'aria-hidden': true, tabIndex: -1}}} />
            {country.label}
          </li>
        );
      }}
      sx={{width: 460}}
      renderInput={(params) => <TextField {...params} label="Markets" placeholder="Add a country" />}
    />
  );
}
