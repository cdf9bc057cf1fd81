import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const WAREHOUSES = ['Lisbon', 'Berlin', 'Montréal', 'Shanghai', 'São Paulo', 'Kraków'];

export default function AutocompleteControlled() {
  const [value, setValue] = React.useState<string | null>(WAREHOUSES[1]);
  const [inputValue, setInputValue] = React.useState('');

  return (
    <div>
      <Typography variant="body2">value: {value === null ? 'null' : `'${value}'`}</Typography>
      <Typography variant="body2" sx={{mb: 2}}>
        inputValue: &apos;{inputValue}&apos;
      </Typography>
      <Autocomplete
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
        options={WAREHOUSES}
        sx={{width: 300}}
        renderInput={(params) => <TextField {...params} label="Warehouse" />}
      />
    </div>
  );
}
