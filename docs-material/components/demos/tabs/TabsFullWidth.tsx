import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

// variant="fullWidth" shares the width equally between the tabs: for narrow screens with few tabs.
export default function TabsFullWidth() {
  const [value, setValue] = React.useState(0);
  return (
    <Box sx={{maxWidth: 480}}>
      <AppBar position="static">
        <Tabs value={value} onChange={(_event, next: number) => setValue(next)} variant="fullWidth" textColor="inherit" indicatorColor="secondary" aria-label="Rental period">
          <Tab label="Hour" />
          <Tab label="Day" />
          <Tab label="Week" />
        </Tabs>
      </AppBar>
    </Box>
  );
}
