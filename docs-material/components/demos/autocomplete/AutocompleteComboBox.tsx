import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {BOOKS} from '@site/src/demo-data/material-inputs';

export default function AutocompleteComboBox() {
  return (
    <Autocomplete
      options={BOOKS}
      getOptionLabel={(book) => book.title}
      sx={{width: 320}}
      renderInput={(params) => <TextField {...params} label="Novel" />}
    />
  );
}
