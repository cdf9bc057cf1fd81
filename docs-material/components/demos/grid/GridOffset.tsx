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

export default function GridOffset() {
  return (
    <Grid container spacing={3}>
      <Grid size={{xs: 6, md: 2}} offset={{xs: 3, md: 0}}>
        <Item>1</Item>
      </Grid>
      <Grid size={{xs: 4, md: 2}} offset={{md: 'auto'}}>
        <Item>2</Item>
      </Grid>
      <Grid size={{xs: 4, md: 2}} offset={{xs: 4, md: 0}}>
        <Item>3</Item>
      </Grid>
      <Grid size={{xs: 'grow', md: 6}} offset={{md: 2}}>
        <Item>4</Item>
      </Grid>
    </Grid>
  );
}
