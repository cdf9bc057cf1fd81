import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const CATEGORIES = ['Frames', 'Wheels', 'Tyres', 'Drivetrain', 'Brakes', 'Cockpit', 'Saddles', 'Lights', 'Bags', 'Apparel', 'Tools'];

// No arrows: the row scrolls by swipe, wheel or the arrow keys, which also bring the focused tab into view.
export default function TabsScrollablePrevent() {
  const [value, setValue] = React.useState(0);
  return (
    <Box sx={{maxWidth: {xs: 320, sm: 480}}}>
      <Tabs
        value={value}
        onChange={(_event, next: number) => setValue(next)}
        variant="scrollable"
        scrollButtons={false}
        aria-label="Categories, no scroll buttons"
      >
        {CATEGORIES.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
    </Box>
  );
}
