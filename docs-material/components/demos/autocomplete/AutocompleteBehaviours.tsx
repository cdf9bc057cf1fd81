import * as React from 'react';
import Autocomplete, {type AutocompleteProps} from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {BOOKS, type Book} from '@site/src/demo-data/material-inputs';

type Behaviour = Partial<AutocompleteProps<Book, false, boolean, false>>;

const BEHAVIOURS: {label: string; props: Behaviour}[] = [
  {label: 'disableCloseOnSelect', props: {disableCloseOnSelect: true}},
  {label: 'clearOnEscape', props: {clearOnEscape: true}},
  {label: 'disableClearable', props: {disableClearable: true}},
  {label: 'includeInputInList', props: {includeInputInList: true}},
  {label: 'openOnFocus', props: {openOnFocus: true}},
  {label: 'autoHighlight', props: {autoHighlight: true}},
  {label: 'autoSelect', props: {autoSelect: true}},
  {label: 'blurOnSelect', props: {blurOnSelect: true}},
  {label: 'clearOnBlur', props: {clearOnBlur: true}},
  {label: 'selectOnFocus', props: {selectOnFocus: true}},
  {label: 'readOnly', props: {readOnly: true, defaultValue: BOOKS[4]}},
  {label: 'disabled', props: {disabled: true}},
];

export default function AutocompleteBehaviours() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2}}>
      {BEHAVIOURS.map(({label, props}) => (
        <Autocomplete<Book, false, boolean, false>
          key={label}
          options={BOOKS}
          getOptionLabel={(book) => book.title}
          {...props}
          renderInput={(params) => <TextField {...params} label={label} variant="standard" />}
        />
      ))}
    </Box>
  );
}
