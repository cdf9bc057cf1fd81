import * as React from 'react';
import {styled} from '@mui/material/styles';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import BuildIcon from '@mui/icons-material/Build';
import EventIcon from '@mui/icons-material/Event';
import PeopleIcon from '@mui/icons-material/People';
import StorefrontIcon from '@mui/icons-material/Storefront';

// A compact side navigation: tighter icon column, smaller text, rounded selected item.
const NavList = styled(List)(({theme}) => ({
  padding: theme.spacing(1),
  '& .MuiListItemButton-root': {borderRadius: 8, paddingLeft: 12, paddingRight: 12, marginBottom: 2},
  '& .MuiListItemIcon-root': {minWidth: 0, marginRight: 14, color: 'inherit'},
  '& .MuiListItemText-primary': {fontSize: 14, fontWeight: 500},
  '& .Mui-selected, & .Mui-selected:hover': {
    backgroundColor: (theme.vars || theme).palette.primary.main,
    color: (theme.vars || theme).palette.primary.contrastText,
  },
}));

const ITEMS = [
  {label: 'Storefront', icon: <StorefrontIcon fontSize="small" />},
  {label: 'Workshop', icon: <BuildIcon fontSize="small" />},
  {label: 'Bookings', icon: <EventIcon fontSize="small" />},
  {label: 'Team', icon: <PeopleIcon fontSize="small" />},
];

export default function ListCustomized() {
  const [selected, setSelected] = React.useState('Workshop');
  return (
    <Box sx={{display: 'flex'}}>
      <Paper elevation={0} sx={{width: 240, bgcolor: 'grey.900', color: 'grey.100'}}>
        <nav aria-label="Back office">
          <NavList>
            {ITEMS.map((item) => (
              <ListItem key={item.label} disablePadding>
                <ListItemButton selected={selected === item.label} onClick={() => setSelected(item.label)}>
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </NavList>
        </nav>
      </Paper>
    </Box>
  );
}
