import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import {TEAM} from '@site/src/demo-data/material-inputs';

// Stands in for a request to a people directory: answers after 800 ms.
function fetchPeople(): Promise<readonly string[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(TEAM), 800);
  });
}

export default function AutocompleteLoadOnOpen() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<readonly string[]>([]);
  const [loading, setLoading] = React.useState(false);

  const handleOpen = () => {
    setOpen(true);
    if (options.length === 0) {
      setLoading(true);
      fetchPeople().then((people) => {
        setOptions(people);
        setLoading(false);
      });
    }
  };

  return (
    <Autocomplete
      sx={{width: 300}}
      open={open}
      onOpen={handleOpen}
      onClose={() => setOpen(false)}
      options={options}
      loading={loading}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Assignee"
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <React.Fragment>
                  {loading ? <CircularProgress color="inherit" size={20} aria-label="Loading people" /> : null}
                  {params.InputProps.endAdornment}
                </React.Fragment>
              ),
            },
          }}
        />
      )}
    />
  );
}
