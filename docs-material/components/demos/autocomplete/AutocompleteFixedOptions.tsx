import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import {TEAM} from '@site/src/demo-data/material-inputs';

// The document's owner can never be removed from its sharing list.
const OWNER = TEAM[3];

export default function AutocompleteFixedOptions() {
  const [value, setValue] = React.useState<string[]>([OWNER, TEAM[6]]);

  return (
    <Autocomplete
      multiple
      value={value}
      onChange={(_event, newValue) => setValue([OWNER, ...newValue.filter((name) => name !== OWNER)])}
      options={TEAM}
      getOptionDisabled={(name) => name === OWNER}
      renderValue={(names, getItemProps) =>
        names.map((name, index) => {
          const {key, ...itemProps} = getItemProps({index});
          return (
            <Chip
              key={key}
              label={name}
              {...itemProps}
              {...(name === OWNER ? {onDelete: undefined, disabled: false, color: 'primary' as const} : {})}
            />
          );
        })
      }
      sx={{width: 480}}
      renderInput={(params) => <TextField {...params} label="Shared with" />}
    />
  );
}
