import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SwitchControlled() {
  const [autoRenew, setAutoRenew] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={autoRenew} onChange={(event) => setAutoRenew(event.target.checked)} />}
        label="Renew my subscription automatically"
      />
      <Typography variant="body2" sx={{color: 'text.secondary'}}>
        {autoRenew ? 'Renews on 1 September 2026' : 'Ends on 31 August 2026'}
      </Typography>
    </div>
  );
}
