import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import StorefrontIcon from '@mui/icons-material/Storefront';
import BuildIcon from '@mui/icons-material/Build';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PersonIcon from '@mui/icons-material/Person';

// Values are strings: the selected one can be kept in the URL or in storage as it is.
export default function BottomNavigationNoLabel() {
  const [value, setValue] = React.useState('shop');
  return (
    <Paper variant="outlined" sx={{width: '100%', maxWidth: 420}}>
      <BottomNavigation value={value} onChange={(_event, next: string) => setValue(next)}>
        <BottomNavigationAction label="Shop" value="shop" icon={<StorefrontIcon />} />
        <BottomNavigationAction label="Workshop" value="workshop" icon={<BuildIcon />} />
        <BottomNavigationAction label="Bookings" value="bookings" icon={<CalendarMonthIcon />} />
        <BottomNavigationAction label="Account" value="account" icon={<PersonIcon />} />
      </BottomNavigation>
    </Paper>
  );
}
