import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const CATEGORIES = ['Frames', 'Wheels', 'Tyres', 'Drivetrain', 'Brakes', 'Cockpit', 'Saddles', 'Lights', 'Bags', 'Apparel', 'Tools'];

// scrollButtons="auto" (the default) shows the arrows on desktop only, and only when the tabs overflow.
export default function TabsScrollableAuto() {
  const [value, setValue] = React.useState(0);
  return (
    <Box sx={{maxWidth: {xs: 320, sm: 480}}}>
      <Tabs
        value={value}
        onChange={(_event, next: number) => setValue(next)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Categories, automatic scroll buttons"
      >
        {CATEGORIES.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
    </Box>
  );
}
