import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, {type OutlinedInputProps} from '@mui/material/OutlinedInput';

/**
 * A wrapper that fixes some props of OutlinedInput. FormControl reads its children's `muiName`
 * ('Input' or 'Select') on its first render to know whether the field starts filled or adorned, so
 * the label is drawn in the right place in the server HTML; copying the static field keeps that.
 */
function JobNumberInput(props: OutlinedInputProps) {
  return <OutlinedInput {...props} slotProps={{input: {inputMode: 'numeric', pattern: '[0-9]*'}}} />;
}
JobNumberInput.muiName = OutlinedInput.muiName;

export default function WrappedInput() {
  return (
    <FormControl sx={{width: 260}}>
      <InputLabel htmlFor="wrapped-job-number">Job number</InputLabel>
      <JobNumberInput id="wrapped-job-number" label="Job number" defaultValue="1042" aria-describedby="wrapped-job-number-help" />
      <FormHelperText id="wrapped-job-number-help">Digits only, as printed on the ticket</FormHelperText>
    </FormControl>
  );
}
