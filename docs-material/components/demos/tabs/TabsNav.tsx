import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const LINKS = [
  {label: 'Overview', href: '#account-overview'},
  {label: 'Orders', href: '#account-orders'},
  {label: 'Addresses', href: '#account-addresses'},
];

// Tabs that lead to other pages are links: role="navigation" on Tabs, and each Tab renders an <a>
// marked aria-current on the current page. The demo stays on this page by preventing the navigation.
export default function TabsNav() {
  const [value, setValue] = React.useState(0);
  return (
    <Tabs value={value} onChange={(_event, next: number) => setValue(next)} role="navigation" aria-label="Account pages">
      {LINKS.map((link, index) => (
        <Tab
          key={link.href}
          component="a"
          label={link.label}
          href={link.href}
          aria-current={value === index ? 'page' : undefined}
          onClick={(event: React.MouseEvent) => event.preventDefault()}
        />
      ))}
    </Tabs>
  );
}
