import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

// On a coloured bar the tabs take the bar's text colour (textColor="inherit") and a contrasting
// indicator; the selected tab keeps full opacity, the others are dimmed.
// Unselected tabs on the bar are drawn at 60% opacity by default, 2.9:1 on the primary blue;
// at 90% they stay quieter than the selected one and still read at 4.8:1.
const UNSELECTED_READABLE = {'& .MuiTab-root:not(.Mui-selected)': {opacity: 0.9}};

export default function TabsAppBar() {
  const [value, setValue] = React.useState(0);
  return (
    <Box sx={{maxWidth: 560}}>
      <AppBar position="static">
        <Toolbar variant="dense">
          <Typography variant="subtitle1" component="div">
            Riverside Cycles
          </Typography>
        </Toolbar>
        <Tabs
          value={value}
          onChange={(_event, next: number) => setValue(next)}
          textColor="inherit"
          indicatorColor="secondary"
          sx={UNSELECTED_READABLE}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Shop sections"
        >
          <Tab label="Bikes" />
          <Tab label="Parts" />
          <Tab label="Workshop" />
          <Tab label="Rentals" />
        </Tabs>
      </AppBar>
    </Box>
  );
}
