import FormControl, {useFormControl} from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import InputLabel from '@mui/material/InputLabel';

// Reads the state of the nearest FormControl: focused, filled, error, disabled, required...
function LiveHint() {
  const {focused, filled} = useFormControl() ?? {};
  const text = focused ? 'Use the name on your passport' : filled ? 'Thanks' : 'Required for the booking';
  return <FormHelperText id="traveller-hint">{text}</FormHelperText>;
}

export default function FocusHelperText() {
  return (
    <FormControl sx={{width: 300}}>
      <InputLabel htmlFor="traveller">Traveller's full name</InputLabel>
      <OutlinedInput id="traveller" label="Traveller's full name" aria-describedby="traveller-hint" />
      <LiveHint />
    </FormControl>
  );
}
