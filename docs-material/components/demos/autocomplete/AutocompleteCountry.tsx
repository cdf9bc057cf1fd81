import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {COUNTRIES, flagEmoji} from '@site/src/demo-data/material-inputs';

export default function AutocompleteCountry() {
  return (
    <Autocomplete
      options={COUNTRIES}
      autoHighlight
      getOptionLabel={(country) => country.label}
      sx={{width: 320}}
      renderOption={(props, country) => {
        // `key` must be passed on its own: React warns when it comes in a spread.
        const {key, ...optionProps} = props;
        return (
          <Box component="li" key={key} {...optionProps} sx={{gap: 1.5}}>
            <span aria-hidden="true">{flagEmoji(country.code)}</span>
            {country.label} ({country.code}) +{country.phone}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField {...params} label="Country" slotProps={{htmlInput: {...params.inputProps, autoComplete: 'new-password'}}} />
      )}
    />
  );
}
