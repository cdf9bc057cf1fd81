import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select, {type SelectChangeEvent} from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import {COUNTRIES} from '@site/src/demo-data/material-inputs';

const CONTINENTS = ['Africa', 'Americas', 'Asia', 'Europe', 'Oceania'] as const;

export default function SelectGrouping() {
  const [country, setCountry] = React.useState('KE');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
      <FormControl sx={{minWidth: 220}}>
        <InputLabel id="grouped-country-label">Country</InputLabel>
        <Select
          labelId="grouped-country-label"
          value={country}
          label="Country"
          onChange={(event: SelectChangeEvent) => setCountry(event.target.value)}
          MenuProps={{slotProps: {paper: {style: {maxHeight: 320}}}}}
        >
          {/* Subheaders are direct children of Select: a Fragment around a group would break the keyboard navigation. */}
          {CONTINENTS.flatMap((continent) => [
            <ListSubheader key={continent}>{continent}</ListSubheader>,
            ...COUNTRIES.filter((entry) => entry.continent === continent).map((entry) => (
              <MenuItem key={entry.code} value={entry.code}>
                {entry.label}
              </MenuItem>
            )),
          ])}
        </Select>
      </FormControl>
      <FormControl sx={{minWidth: 220}}>
        <InputLabel htmlFor="grouped-native">Country (native)</InputLabel>
        <Select native defaultValue="JP" id="grouped-native" label="Country (native)">
          {CONTINENTS.map((continent) => (
            <optgroup key={continent} label={continent}>
              {COUNTRIES.filter((entry) => entry.continent === continent).map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
