import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {BOOKS} from '@site/src/demo-data/material-inputs';

/** Splits `text` around each case-insensitive occurrence of `query`. */
function splitOnMatches(text: string, query: string): {part: string; match: boolean}[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [{part: text, match: false}];
  const parts: {part: string; match: boolean}[] = [];
  let start = 0;
  let found = text.toLowerCase().indexOf(needle);
  while (found !== -1) {
    if (found > start) parts.push({part: text.slice(start, found), match: false});
    parts.push({part: text.slice(found, found + needle.length), match: true});
    start = found + needle.length;
    found = text.toLowerCase().indexOf(needle, start);
  }
  if (start < text.length) parts.push({part: text.slice(start), match: false});
  return parts;
}

export default function AutocompleteHighlights() {
  return (
    <Autocomplete
      options={BOOKS}
      getOptionLabel={(book) => book.title}
      sx={{width: 320}}
      renderOption={(props, book, {inputValue}) => {
        const {key, ...optionProps} = props;
        return (
          <li key={key} {...optionProps}>
            <span>
              {splitOnMatches(book.title, inputValue).map(({part, match}, index) => (
                <span key={index} style={{fontWeight: match ? 700 : 400}}>
                  {part}
                </span>
              ))}
            </span>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Novel" />}
    />
  );
}
