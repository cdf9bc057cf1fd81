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

export default function GridVariableWidth() {
  return (
    <Grid container spacing={2}>
      <Grid size="auto">
        <Item>size=&quot;auto&quot;: as wide as its text</Item>
      </Grid>
      <Grid size={6}>
        <Item>size=6</Item>
      </Grid>
      <Grid size="grow">
        <Item>size=&quot;grow&quot;</Item>
      </Grid>
    </Grid>
  );
}
