import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, {type SelectChangeEvent} from '@mui/material/Select';

export default function SelectHelperText() {
  const [language, setLanguage] = React.useState('');
  const [theme, setTheme] = React.useState('');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
      <FormControl sx={{minWidth: 200}}>
        <InputLabel id="language-label">Language</InputLabel>
        <Select
          labelId="language-label"
          value={language}
          label="Language"
          onChange={(event: SelectChangeEvent) => setLanguage(event.target.value)}
        >
          <MenuItem value="">
            <em>Browser default</em>
          </MenuItem>
          <MenuItem value="en">English</MenuItem>
          <MenuItem value="pt">Português</MenuItem>
          <MenuItem value="zh">中文</MenuItem>
        </Select>
        <FormHelperText>Used for emails and invoices</FormHelperText>
      </FormControl>
      <FormControl sx={{minWidth: 200}}>
        <Select
          value={theme}
          displayEmpty
          inputProps={{'aria-label': 'Colour theme'}}
          onChange={(event: SelectChangeEvent) => setTheme(event.target.value)}
        >
          <MenuItem value="">
            <em>Follow the system</em>
          </MenuItem>
          <MenuItem value="light">Light</MenuItem>
          <MenuItem value="dark">Dark</MenuItem>
        </Select>
        <FormHelperText>Without a label: the empty value is shown</FormHelperText>
      </FormControl>
    </Stack>
  );
}
