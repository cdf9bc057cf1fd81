import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

export default function CheckboxControlled() {
  const [subscribed, setSubscribed] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={<Checkbox checked={subscribed} onChange={(event) => setSubscribed(event.target.checked)} />}
        label="Notify me when the order ships"
      />
      <Typography variant="body2" sx={{color: 'text.secondary'}}>
        checked: {String(subscribed)}
      </Typography>
    </div>
  );
}
