import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const SPACINGS = [0, 0.5, 1, 2, 3, 4, 8, 12];

export default function GridSpacing() {
  const [spacing, setSpacing] = React.useState(2);
  return (
    <Grid container direction="column" spacing={2}>
      <Grid container spacing={spacing} sx={{justifyContent: 'center'}}>
        {[0, 1, 2].map((value) => (
          <Grid key={value}>
            <Paper sx={{height: 120, width: 90}} />
          </Grid>
        ))}
      </Grid>
      <Grid>
        <FormLabel id="grid-spacing-label">spacing</FormLabel>
        <RadioGroup
          row
          aria-labelledby="grid-spacing-label"
          value={String(spacing)}
          onChange={(event) => setSpacing(Number(event.target.value))}
        >
          {SPACINGS.map((value) => (
            <FormControlLabel key={value} value={String(value)} control={<Radio size="small" />} label={String(value)} />
          ))}
        </RadioGroup>
      </Grid>
    </Grid>
  );
}
