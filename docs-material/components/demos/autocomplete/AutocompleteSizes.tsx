import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {BOOKS, TEAM} from '@site/src/demo-data/material-inputs';

export default function AutocompleteSizes() {
  return (
    <Stack spacing={2} sx={{width: 460}}>
      <Autocomplete
        size="small"
        options={BOOKS}
        getOptionLabel={(book) => book.title}
        defaultValue={BOOKS[16]}
        renderInput={(params) => <TextField {...params} label="Small" />}
      />
      <Autocomplete
        size="small"
        multiple
        options={TEAM}
        defaultValue={[TEAM[1], TEAM[4]]}
        renderInput={(params) => <TextField {...params} label="Small, several values" />}
      />
      <Autocomplete
        size="small"
        multiple
        options={TEAM}
        defaultValue={[TEAM[7]]}
        renderInput={(params) => <TextField {...params} variant="standard" label="Small, standard variant" />}
      />
    </Stack>
  );
}
