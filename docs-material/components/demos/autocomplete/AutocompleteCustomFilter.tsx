import * as React from 'react';
import Autocomplete, {createFilterOptions} from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {BOOKS, type Book} from '@site/src/demo-data/material-inputs';

// Only the title is searched (`stringify`), and only from its first letter (`matchFrom`):
// "the" finds "The Time Machine" but not "Around the World in Eighty Days", and an author finds nothing.
const filterOptions = createFilterOptions<Book>({
  matchFrom: 'start',
  stringify: (book) => book.title,
  limit: 5,
});

export default function AutocompleteCustomFilter() {
  return (
    <Autocomplete
      options={BOOKS}
      getOptionLabel={(book) => `${book.title} (${book.author})`}
      filterOptions={filterOptions}
      sx={{width: 380}}
      renderInput={(params) => <TextField {...params} label="Title starts with (5 results at most)" />}
    />
  );
}
