import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Favorite from '@mui/icons-material/Favorite';
import Navigation from '@mui/icons-material/Navigation';

export default function FabBasic() {
  return (
    <Box sx={{display: 'flex', gap: 2, alignItems: 'center'}}>
      <Fab color="primary" aria-label="New message">
        <Add />
      </Fab>
      <Fab color="secondary" aria-label="Edit the route">
        <Edit />
      </Fab>
      <Fab variant="extended">
        <Navigation sx={{mr: 1}} />
        Start navigation
      </Fab>
      <Fab disabled aria-label="Add to favourites (sign in first)">
        <Favorite />
      </Fab>
    </Box>
  );
}
