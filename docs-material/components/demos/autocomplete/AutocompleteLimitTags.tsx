import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {TEAM} from '@site/src/demo-data/material-inputs';

export default function AutocompleteLimitTags() {
  return (
    <Autocomplete
      multiple
      limitTags={2}
      options={TEAM}
      defaultValue={[TEAM[0], TEAM[2], TEAM[5], TEAM[9]]}
      sx={{width: 460}}
      renderInput={(params) => <TextField {...params} label="Attendees" />}
    />
  );
}
