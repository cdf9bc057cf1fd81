import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';

// @mui/lab wires the ARIA ids for you: TabContext holds the value, TabList and TabPanel read it.
// Tab values must be strings here.
export default function TabsLab() {
  const [value, setValue] = React.useState('pickup');
  return (
    <Box sx={{width: '100%'}}>
      <TabContext value={value}>
        <Box sx={{borderBottom: 1, borderColor: 'divider'}}>
          <TabList onChange={(_event, next: string) => setValue(next)} aria-label="Delivery options">
            <Tab label="Pick-up" value="pickup" />
            <Tab label="Courier" value="courier" />
            <Tab label="Post" value="post" />
          </TabList>
        </Box>
        <TabPanel value="pickup">Free, from the shop on Mill Street, after the workshop confirms the order.</TabPanel>
        <TabPanel value="courier">Next working day within 30 km of the shop, for bikes and frames.</TabPanel>
        <TabPanel value="post">Two to four working days, parts and apparel only.</TabPanel>
      </TabContext>
    </Box>
  );
}
