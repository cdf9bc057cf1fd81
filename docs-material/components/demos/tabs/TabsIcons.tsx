import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PhoneIcon from '@mui/icons-material/Phone';
import EmailIcon from '@mui/icons-material/Email';
import ChatIcon from '@mui/icons-material/Chat';

// Icon-only tabs need an aria-label: the icon alone gives them no name.
export default function TabsIcons() {
  const [iconOnly, setIconOnly] = React.useState(0);
  const [withLabel, setWithLabel] = React.useState(0);
  return (
    <Stack spacing={2}>
      <Tabs value={iconOnly} onChange={(_event, next: number) => setIconOnly(next)} aria-label="Contact the shop, icons only">
        <Tab icon={<PhoneIcon />} aria-label="Phone" />
        <Tab icon={<EmailIcon />} aria-label="E-mail" />
        <Tab icon={<ChatIcon />} aria-label="Chat" />
      </Tabs>
      <Tabs value={withLabel} onChange={(_event, next: number) => setWithLabel(next)} aria-label="Contact the shop, icons and labels">
        <Tab icon={<PhoneIcon />} label="Phone" />
        <Tab icon={<EmailIcon />} label="E-mail" />
        <Tab icon={<ChatIcon />} label="Chat" />
      </Tabs>
    </Stack>
  );
}
