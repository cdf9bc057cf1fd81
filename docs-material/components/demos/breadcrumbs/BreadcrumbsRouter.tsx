import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

// Names of the paths of a small shop; the trail is computed from the current path, as a router's
// location would give it.
const NAMES: Record<string, string> = {
  '/shop': 'Shop',
  '/shop/wheels': 'Wheels',
  '/shop/wheels/hubs': 'Hubs',
  '/shop/parts': 'Parts',
  '/shop/parts/chains': 'Chains',
};

function trailOf(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return parts.map((_part, index) => `/${parts.slice(0, index + 1).join('/')}`);
}

export default function BreadcrumbsRouter() {
  const [path, setPath] = React.useState('/shop/wheels/hubs');
  const trail = trailOf(path);
  return (
    <Box sx={{display: 'flex', gap: 3, flexWrap: 'wrap'}}>
      <Box sx={{minWidth: 240}}>
        <Breadcrumbs aria-label="breadcrumb">
          {trail.map((to, index) =>
            index === trail.length - 1 ? (
              <Typography key={to} sx={{color: 'text.primary'}}>
                {NAMES[to]}
              </Typography>
            ) : (
              <Link
                key={to}
                underline="hover"
                color="inherit"
                href={`#${to}`}
                onClick={(event: React.MouseEvent) => {
                  event.preventDefault();
                  setPath(to);
                }}
              >
                {NAMES[to]}
              </Link>
            ),
          )}
        </Breadcrumbs>
        <Typography variant="caption" sx={{color: 'text.secondary'}}>
          Location: {path}
        </Typography>
      </Box>
      <List dense component="nav" aria-label="Shop sections" sx={{width: 220, border: 1, borderColor: 'divider', borderRadius: 1}}>
        {Object.keys(NAMES).map((to) => (
          <ListItemButton key={to} selected={to === path} onClick={() => setPath(to)} sx={{pl: 1 + 2 * (trailOf(to).length - 1)}}>
            <ListItemText primary={NAMES[to]} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
