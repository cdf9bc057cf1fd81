import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function VariantTextFields() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <TextField id="full-name-outlined" label="Full name" variant="outlined" />
      <TextField id="full-name-filled" label="Full name" variant="filled" />
      <TextField id="full-name-standard" label="Full name" variant="standard" />
    </Stack>
  );
}
