import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ControlledUncontrolled() {
  const [city, setCity] = React.useState('Lisbon');
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <TextField
        id="city-controlled"
        label="Controlled"
        value={city}
        onChange={(e) => setCity(e.target.value)}
        helperText={`State: ${city.length} characters`}
      />
      <TextField id="city-uncontrolled" label="Uncontrolled" defaultValue="Porto" helperText="The DOM keeps the value" />
    </Stack>
  );
}
