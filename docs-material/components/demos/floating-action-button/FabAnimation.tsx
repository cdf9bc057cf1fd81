import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import {useTheme} from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';

const TABS = [
  {label: 'Inbox', text: '14 unread messages', fab: {color: 'primary' as const, icon: <Add />, label: 'New message'}},
  {label: 'Drafts', text: '3 drafts waiting', fab: {color: 'secondary' as const, icon: <Edit />, label: 'Edit the latest draft'}},
  {
    label: 'Archive',
    text: '2,318 archived messages',
    fab: {color: 'inherit' as const, icon: <KeyboardArrowUp />, label: 'Back to the top'},
  },
];

export default function FabAnimation() {
  const theme = useTheme();
  const [tab, setTab] = React.useState(0);
  // One button leaves while the next arrives: delay the entrance by the exit's duration.
  const duration = {enter: theme.transitions.duration.enteringScreen, exit: theme.transitions.duration.leavingScreen};

  return (
    <Box sx={{position: 'relative', maxWidth: 420, minHeight: 200, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden'}}>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} variant="fullWidth" aria-label="Mailbox">
        {TABS.map((entry, index) => (
          <Tab key={entry.label} label={entry.label} id={`fab-tab-${index}`} aria-controls={`fab-panel-${index}`} />
        ))}
      </Tabs>
      {TABS.map((entry, index) => (
        <Typography
          key={entry.label}
          role="tabpanel"
          hidden={tab !== index}
          id={`fab-panel-${index}`}
          aria-labelledby={`fab-tab-${index}`}
          sx={{p: 2}}
        >
          {entry.text}
        </Typography>
      ))}
      {TABS.map((entry, index) => (
        <Zoom
          key={entry.label}
          in={tab === index}
          timeout={duration}
          style={{transitionDelay: `${tab === index ? duration.exit : 0}ms`}}
          unmountOnExit
        >
          <Fab color={entry.fab.color} aria-label={entry.fab.label} sx={{position: 'absolute', bottom: 16, right: 16}}>
            {entry.fab.icon}
          </Fab>
        </Zoom>
      ))}
    </Box>
  );
}
