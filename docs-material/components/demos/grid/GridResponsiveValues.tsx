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

// Four columns on phones, eight from sm and twelve from md, with spacing that grows alongside.
export default function GridResponsiveValues() {
  return (
    <Grid container spacing={{xs: 1, md: 3}} columns={{xs: 4, sm: 8, md: 12}}>
      {Array.from({length: 6}, (_, index) => (
        <Grid key={index} size={{xs: 2, sm: 4, md: 4}}>
          <Item>Bay {index + 1}</Item>
        </Grid>
      ))}
    </Grid>
  );
}
