import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import {COUNTRIES, TEAM} from '@site/src/demo-data/material-inputs';

// Every Autocomplete under this theme renders its options the same way, without a renderOption of its own.
function withOptionStyle(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiAutocomplete: {
        defaultProps: {
          renderOption: (props, option) => {
            const {key, ...optionProps} = props;
            const text = typeof option === 'string' ? option : (option as {label: string}).label;
            return (
              <li key={key} {...optionProps} style={{fontSize: 14, borderBottom: '1px dashed rgba(128, 128, 128, 0.3)'}}>
                → {text}
              </li>
            );
          },
        },
      },
    },
  };
}

export default function AutocompleteGlobalOptions() {
  return (
    <ThemeProvider theme={withOptionStyle}>
      <Stack spacing={2} sx={{width: 300}}>
        <Autocomplete options={TEAM} renderInput={(params) => <TextField {...params} label="Reviewer" />} />
        <Autocomplete options={COUNTRIES} renderInput={(params) => <TextField {...params} label="Country" />} />
      </Stack>
    </ThemeProvider>
  );
}
