import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const ROUTES = ['/workshop/queue', '/workshop/parts', '/workshop/invoices'];
const NAMES: Record<string, string> = {'/workshop/queue': 'Queue', '/workshop/parts': 'Parts', '/workshop/invoices': 'Invoices'};

// The selected tab is derived from the location (a router's `useLocation` in an app), and each tab
// is the router's link. The demo keeps the location in state; an unknown path selects no tab.
export default function TabsRouting() {
  const [path, setPath] = React.useState('/workshop/parts');
  const current = ROUTES.includes(path) ? path : false;
  return (
    <Box>
      <Tabs value={current} aria-label="Workshop sections" role="navigation">
        {ROUTES.map((to) => (
          <Tab
            key={to}
            value={to}
            label={NAMES[to]}
            component="a"
            href={`#${to}`}
            aria-current={to === path ? 'page' : undefined}
            onClick={(event: React.MouseEvent) => {
              event.preventDefault();
              setPath(to);
            }}
          />
        ))}
      </Tabs>
      <Typography variant="body2" sx={{mt: 2}}>
        Location: {path}
      </Typography>
    </Box>
  );
}
