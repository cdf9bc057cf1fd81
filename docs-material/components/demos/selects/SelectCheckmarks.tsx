import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, {type SelectChangeEvent} from '@mui/material/Select';

const AMENITIES = ['Wi-Fi', 'Breakfast included', 'Free parking', 'Pet friendly', 'Swimming pool', 'Airport shuttle', 'Gym'];

export default function SelectCheckmarks() {
  const [amenities, setAmenities] = React.useState<string[]>(['Wi-Fi', 'Breakfast included']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const {value} = event.target;
    setAmenities(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{width: 320}}>
      <InputLabel id="amenities-label">Amenities</InputLabel>
      <Select
        labelId="amenities-label"
        multiple
        value={amenities}
        onChange={handleChange}
        input={<OutlinedInput label="Amenities" />}
        renderValue={(selected) => selected.join(', ')}
        MenuProps={{slotProps: {paper: {style: {maxHeight: 280}}}}}
      >
        {AMENITIES.map((amenity) => (
          <MenuItem key={amenity} value={amenity}>
            <Checkbox checked={amenities.includes(amenity)} slotProps={{input: {'aria-hidden': true, tabIndex: -1}}} />
            <ListItemText primary={amenity} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
