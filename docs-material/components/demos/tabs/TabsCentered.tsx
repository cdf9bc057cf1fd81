import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function TabsCentered() {
  const [value, setValue] = React.useState(1);
  return (
    <Tabs value={value} onChange={(_event, next: number) => setValue(next)} centered aria-label="Size guide">
      <Tab label="Men" />
      <Tab label="Women" />
      <Tab label="Kids" />
    </Tabs>
  );
}
