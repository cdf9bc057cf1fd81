import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Input from '@mui/material/Input';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import FilledInput from '@mui/material/FilledInput';
import Stack from '@mui/material/Stack';

export default function ComposedField() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <FormControl variant="standard">
        <InputLabel htmlFor="composed-standard">Team name</InputLabel>
        <Input id="composed-standard" defaultValue="Platform" aria-describedby="composed-standard-help" />
        <FormHelperText id="composed-standard-help">Shown on the shared calendar</FormHelperText>
      </FormControl>
      <FormControl>
        <InputLabel htmlFor="composed-outlined">Team name</InputLabel>
        <OutlinedInput id="composed-outlined" defaultValue="Platform" label="Team name" />
      </FormControl>
      <FormControl variant="filled" disabled>
        <InputLabel htmlFor="composed-filled">Team lead</InputLabel>
        <FilledInput id="composed-filled" defaultValue="Ines Duarte" />
      </FormControl>
    </Stack>
  );
}
