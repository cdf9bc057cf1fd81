import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function TabsColors() {
  const [value, setValue] = React.useState('road');
  return (
    <Tabs
      value={value}
      onChange={(_event, next: string) => setValue(next)}
      textColor="secondary"
      indicatorColor="secondary"
      aria-label="Bike types"
    >
      <Tab value="road" label="Road" />
      <Tab value="gravel" label="Gravel" />
      <Tab value="city" label="City" />
    </Tabs>
  );
}
