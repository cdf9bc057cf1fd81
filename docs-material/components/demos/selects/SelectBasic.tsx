import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, {type SelectChangeEvent} from '@mui/material/Select';

export default function SelectBasic() {
  const [shipping, setShipping] = React.useState('standard');

  const handleChange = (event: SelectChangeEvent) => {
    setShipping(event.target.value);
  };

  return (
    <Box sx={{maxWidth: 280}}>
      <FormControl fullWidth>
        <InputLabel id="shipping-label">Shipping</InputLabel>
        <Select labelId="shipping-label" id="shipping" value={shipping} label="Shipping" onChange={handleChange}>
          <MenuItem value="pickup">Pick up in store</MenuItem>
          <MenuItem value="standard">Standard (3 to 5 days)</MenuItem>
          <MenuItem value="express">Express (next day)</MenuItem>
        </Select>
      </FormControl>
    </Box>
  );
}
