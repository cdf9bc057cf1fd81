import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {BOOKS} from '@site/src/demo-data/material-inputs';

const AUTHORS = Array.from(new Set(BOOKS.map((book) => book.author)));

export default function AutocompleteFreeSolo() {
  return (
    <Stack spacing={2} sx={{width: 320}}>
      <Autocomplete freeSolo options={AUTHORS} renderInput={(params) => <TextField {...params} label="Author" />} />
      <Autocomplete
        freeSolo
        disableClearable
        options={BOOKS.map((book) => book.title)}
        renderInput={(params) => (
          <TextField {...params} label="Search the catalogue" slotProps={{input: {...params.InputProps, type: 'search'}}} />
        )}
      />
    </Stack>
  );
}
