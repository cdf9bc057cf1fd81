import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function GridCentered() {
  return (
    <Paper variant="outlined" sx={{p: 2}}>
      <Grid container spacing={2} sx={{alignItems: 'center'}}>
        <Grid size="auto">
          <Avatar sx={{width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText'}}>MK</Avatar>
        </Grid>
        <Grid size="grow">
          <Typography variant="subtitle1">Mia Kovač</Typography>
          <Typography variant="body2" color="text.secondary">
            Head mechanic. The avatar stays centred on the text however many lines it wraps to.
          </Typography>
        </Grid>
      </Grid>
    </Paper>
  );
}
