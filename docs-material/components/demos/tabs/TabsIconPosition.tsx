import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import NorthIcon from '@mui/icons-material/North';
import SouthIcon from '@mui/icons-material/South';
import WestIcon from '@mui/icons-material/West';
import EastIcon from '@mui/icons-material/East';

export default function TabsIconPosition() {
  const [value, setValue] = React.useState(0);
  return (
    <Tabs value={value} onChange={(_event, next: number) => setValue(next)} aria-label="Icon positions">
      <Tab icon={<NorthIcon />} iconPosition="top" label="top" />
      <Tab icon={<WestIcon />} iconPosition="start" label="start" />
      <Tab icon={<EastIcon />} iconPosition="end" label="end" />
      <Tab icon={<SouthIcon />} iconPosition="bottom" label="bottom" />
    </Tabs>
  );
}
