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

// The outer grid has 24 columns; the nested container inherits them, so its size 12 is half.
export default function GridNestedColumns() {
  return (
    <Grid container spacing={2} columns={24}>
      <Grid size={8}>
        <Item>size=8 of 24</Item>
      </Grid>
      <Grid container size={16}>
        <Grid size={12}>
          <Item>nested size=12</Item>
        </Grid>
        <Grid size={12}>
          <Item>nested size=12</Item>
        </Grid>
      </Grid>
    </Grid>
  );
}
