import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import {styled} from '@mui/material/styles';

const Item = styled(Paper)(({theme}) => ({
  padding: theme.spacing(1),
  textAlign: 'center',
  color: (theme.vars ?? theme).palette.text.secondary,
  ...theme.typography.body2,
}));

// Full width on phones, half from sm, a third from md: the cards reflow as the demo box grows.
const CARDS = ['Frames', 'Wheels', 'Drivetrain', 'Brakes', 'Apparel', 'Tools'];

export default function GridBreakpoints() {
  return (
    <Grid container spacing={2}>
      {CARDS.map((card) => (
        <Grid key={card} size={{xs: 12, sm: 6, md: 4}}>
          <Item>{card}</Item>
        </Grid>
      ))}
    </Grid>
  );
}
