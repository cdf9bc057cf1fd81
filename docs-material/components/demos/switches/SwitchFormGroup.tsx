import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

const CHANNELS = {email: 'Email', sms: 'Text message', push: 'Push notification'} as const;
type Channel = keyof typeof CHANNELS;

export default function SwitchFormGroup() {
  const [on, setOn] = React.useState<Record<Channel, boolean>>({email: true, sms: false, push: true});

  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Tell me when a delivery is on its way by</FormLabel>
      <FormGroup>
        {(Object.keys(CHANNELS) as Channel[]).map((channel) => (
          <FormControlLabel
            key={channel}
            control={<Switch checked={on[channel]} onChange={(event) => setOn({...on, [channel]: event.target.checked})} name={channel} />}
            label={CHANNELS[channel]}
          />
        ))}
      </FormGroup>
      <FormHelperText>Changes apply immediately</FormHelperText>
    </FormControl>
  );
}
