import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {COUNTRIES} from '@site/src/demo-data/material-inputs';

const NAMES = COUNTRIES.map((country) => country.label);

export default function AutocompleteHint() {
  const [inputValue, setInputValue] = React.useState('');
  // The rest of the first name that starts with what was typed, shown in grey behind the text.
  const hint = inputValue === '' ? '' : (NAMES.find((name) => name.toLowerCase().startsWith(inputValue.toLowerCase())) ?? '');

  return (
    <Autocomplete
      options={NAMES}
      sx={{width: 300}}
      inputValue={inputValue}
      onInputChange={(_event, value) => setInputValue(value)}
      onKeyDown={(event) => {
        if (event.key === 'Tab' && hint && hint !== inputValue) {
          setInputValue(hint);
          event.preventDefault();
        }
      }}
      renderInput={(params) => (
        <Box sx={{position: 'relative'}}>
          <Box
            aria-hidden="true"
            sx={{position: 'absolute', left: 14, top: 16.5, color: 'text.disabled', whiteSpace: 'pre', pointerEvents: 'none'}}
          >
            {hint ? inputValue + hint.slice(inputValue.length) : ''}
          </Box>
          <TextField {...params} label="Country (Tab accepts the hint)" />
        </Box>
      )}
    />
  );
}
