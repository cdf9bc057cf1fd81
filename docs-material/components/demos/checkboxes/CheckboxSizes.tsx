import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';

export default function CheckboxSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <FormControlLabel control={<Checkbox defaultChecked size="small" />} label="Small" />
      <FormControlLabel control={<Checkbox defaultChecked />} label="Medium" />
      <FormControlLabel control={<Checkbox defaultChecked sx={{'& .MuiSvgIcon-root': {fontSize: 32}}} />} label="Icon at 32 px" />
    </Stack>
  );
}
