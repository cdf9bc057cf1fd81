import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

// A disabled tab is skipped by the arrow keys and cannot be selected.
export default function TabsDisabled() {
  const [value, setValue] = React.useState(0);
  return (
    <Tabs value={value} onChange={(_event, next: number) => setValue(next)} aria-label="Order history">
      <Tab label="Open orders" />
      <Tab label="Returns (none)" disabled />
      <Tab label="Past orders" />
    </Tabs>
  );
}
