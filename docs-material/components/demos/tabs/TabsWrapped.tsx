import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function TabsWrapped() {
  const [value, setValue] = React.useState('care');
  return (
    <Tabs value={value} onChange={(_event, next: string) => setValue(next)} aria-label="Wrapped labels">
      <Tab value="care" label="Care and maintenance instructions for steel frames" wrapped />
      <Tab value="size" label="Sizes" />
      <Tab value="ship" label="Shipping" />
    </Tabs>
  );
}
