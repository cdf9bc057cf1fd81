import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {BOOKS} from '@site/src/demo-data/material-inputs';

// groupBy only puts a heading where the group changes: sort by it first.
const BY_CENTURY = [...BOOKS].sort((a, b) => a.year - b.year);

function century(year: number) {
  return `${Math.floor(year / 100) + 1}th century`;
}

export default function AutocompleteGrouped() {
  return (
    <Autocomplete
      options={BY_CENTURY}
      groupBy={(book) => century(book.year)}
      getOptionLabel={(book) => `${book.title} (${book.year})`}
      sx={{width: 340}}
      renderInput={(params) => <TextField {...params} label="Novel by century" />}
    />
  );
}
