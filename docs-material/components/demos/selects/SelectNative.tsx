import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';

export default function SelectNative() {
  return (
    <FormControl sx={{minWidth: 200}}>
      <InputLabel variant="standard" htmlFor="native-timezone">
        Time zone
      </InputLabel>
      <NativeSelect defaultValue="Europe/Lisbon" inputProps={{name: 'timezone', id: 'native-timezone'}}>
        <option value="America/Sao_Paulo">São Paulo (UTC−3)</option>
        <option value="Europe/Lisbon">Lisbon (UTC+0)</option>
        <option value="Europe/Berlin">Berlin (UTC+1)</option>
        <option value="Asia/Shanghai">Shanghai (UTC+8)</option>
      </NativeSelect>
    </FormControl>
  );
}
