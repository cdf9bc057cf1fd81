import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs, {tabsClasses} from '@mui/material/Tabs';

const CATEGORIES = ['Frames', 'Wheels', 'Tyres', 'Drivetrain', 'Brakes', 'Cockpit', 'Saddles', 'Lights', 'Bags', 'Apparel', 'Tools'];

// scrollButtons always reserves room for the arrows; allowScrollButtonsMobile keeps them on phones.
// The disabled arrow is faded, not hidden, so the tabs do not jump when it appears.
export default function TabsScrollableForced() {
  const [value, setValue] = React.useState(0);
  return (
    <Box sx={{maxWidth: {xs: 320, sm: 480}}}>
      <Tabs
        value={value}
        onChange={(_event, next: number) => setValue(next)}
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        aria-label="Categories, forced scroll buttons"
        sx={{[`& .${tabsClasses.scrollButtons}.Mui-disabled`]: {opacity: 0.3}}}
      >
        {CATEGORIES.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
    </Box>
  );
}
