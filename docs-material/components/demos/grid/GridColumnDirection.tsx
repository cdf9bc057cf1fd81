import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

type Direction = 'row' | 'row-reverse' | 'column' | 'column-reverse';
const DIRECTIONS: Direction[] = ['row', 'row-reverse', 'column', 'column-reverse'];

export default function GridColumnDirection() {
  const [direction, setDirection] = React.useState<Direction>('column-reverse');
  return (
    <div>
      <RadioGroup row aria-label="direction" value={direction} onChange={(event) => setDirection(event.target.value as Direction)}>
        {DIRECTIONS.map((value) => (
          <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
        ))}
      </RadioGroup>
      <Grid container direction={direction} spacing={1} sx={{mt: 1}}>
        {['Step 1: drop off', 'Step 2: inspect', 'Step 3: repair'].map((label) => (
          <Grid key={label}>
            <Paper variant="outlined" sx={{px: 2, py: 1, typography: 'body2'}}>
              {label}
            </Paper>
          </Grid>
        ))}
      </Grid>
    </div>
  );
}
