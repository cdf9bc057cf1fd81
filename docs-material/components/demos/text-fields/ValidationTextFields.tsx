import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const POSTCODE = /^\d{5}$/;

export default function ValidationTextFields() {
  const [postcode, setPostcode] = React.useState('1011');
  const invalid = !POSTCODE.test(postcode);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <TextField
        id="postcode"
        label="Postcode"
        value={postcode}
        onChange={(e) => setPostcode(e.target.value)}
        error={invalid}
        helperText={invalid ? 'A postcode here has five digits' : 'Looks right'}
        slotProps={{htmlInput: {inputMode: 'numeric'}}}
      />
      <TextField
        id="iban"
        label="IBAN"
        variant="standard"
        error
        defaultValue="DE89 3704"
        helperText="Too short: an IBAN in Germany has 22 characters"
      />
    </Stack>
  );
}
