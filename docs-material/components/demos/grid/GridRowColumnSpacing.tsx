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

export default function GridRowColumnSpacing() {
  return (
    <Grid container rowSpacing={1} columnSpacing={{xs: 1, sm: 2, md: 4}}>
      {['Order', 'Customer', 'Bike', 'Due'].map((label) => (
        <Grid key={label} size={6}>
          <Item>{label}</Item>
        </Grid>
      ))}
    </Grid>
  );
}
