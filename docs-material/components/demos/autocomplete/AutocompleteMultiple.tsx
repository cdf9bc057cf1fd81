import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {BOOKS, ISSUE_LABELS} from '@site/src/demo-data/material-inputs';

export default function AutocompleteMultiple() {
  return (
    <Stack spacing={3} sx={{width: 420}}>
      <Autocomplete
        multiple
        options={ISSUE_LABELS}
        getOptionLabel={(label) => label.name}
        defaultValue={[ISSUE_LABELS[0], ISSUE_LABELS[8]]}
        renderInput={(params) => <TextField {...params} label="Labels" placeholder="Add a label" />}
      />
      <Autocomplete
        multiple
        options={BOOKS}
        getOptionLabel={(book) => book.title}
        defaultValue={[BOOKS[2]]}
        filterSelectedOptions
        renderInput={(params) => <TextField {...params} label="Reading list (chosen books leave the list)" />}
      />
      <Autocomplete
        multiple
        freeSolo
        options={['cycling', 'hiking', 'climbing', 'kayaking']}
        defaultValue={['cycling', 'bird watching']}
        renderInput={(params) => <TextField {...params} label="Hobbies (type your own, then Enter)" />}
      />
    </Stack>
  );
}
