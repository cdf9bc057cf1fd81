import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {BOOKS, type Book} from '@site/src/demo-data/material-inputs';

// A pretend search endpoint: matches titles and authors, answers after 300 ms.
function searchBooks(query: string): Promise<Book[]> {
  const needle = query.toLowerCase();
  return new Promise((resolve) => {
    setTimeout(() => resolve(BOOKS.filter((book) => `${book.title} ${book.author}`.toLowerCase().includes(needle))), 300);
  });
}

export default function AutocompleteSearchAsYouType() {
  const [value, setValue] = React.useState<Book | null>(null);
  const [inputValue, setInputValue] = React.useState('');
  const [options, setOptions] = React.useState<Book[]>([]);

  React.useEffect(() => {
    if (inputValue.trim() === '') {
      setOptions(value ? [value] : []);
      return undefined;
    }
    let active = true;
    // Wait for a pause in typing before asking the server.
    const timer = setTimeout(() => {
      searchBooks(inputValue).then((results) => {
        if (active) setOptions(value && !results.includes(value) ? [value, ...results] : results);
      });
    }, 250);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [inputValue, value]);

  return (
    <Autocomplete
      sx={{width: 340}}
      options={options}
      value={value}
      getOptionLabel={(book) => book.title}
      // The server has filtered already.
      filterOptions={(x) => x}
      autoComplete
      includeInputInList
      filterSelectedOptions
      noOptionsText={inputValue ? 'No book found' : 'Type a title or an author'}
      onChange={(_event, newValue) => setValue(newValue)}
      onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
      renderOption={(props, book) => {
        const {key, ...optionProps} = props;
        return (
          <li key={key} {...optionProps}>
            <span>
              {book.title}
              <br />
              <small style={{opacity: 0.7}}>
                {book.author}, {book.year}
              </small>
            </span>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Find a book" />}
    />
  );
}
