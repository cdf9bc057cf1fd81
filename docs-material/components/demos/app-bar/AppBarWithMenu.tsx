import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';

export default function AppBarWithMenu() {
  const [signedIn, setSignedIn] = React.useState(true);
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  return (
    <Box sx={{flexGrow: 1}}>
      <FormControlLabel control={<Switch checked={signedIn} onChange={(event) => setSignedIn(event.target.checked)} />} label="Signed in" />
      <AppBar position="static">
        <Toolbar>
          <IconButton size="large" edge="start" color="inherit" aria-label="Open the navigation" sx={{mr: 2}}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" sx={{flexGrow: 1}}>
            Bookings
          </Typography>
          {signedIn && (
            <>
              <IconButton
                size="large"
                aria-label="Account of the signed-in user"
                aria-controls={anchor ? 'appbar-account-menu' : undefined}
                aria-haspopup="true"
                aria-expanded={anchor ? 'true' : undefined}
                onClick={(event) => setAnchor(event.currentTarget)}
                color="inherit"
              >
                <AccountCircle />
              </IconButton>
              <Menu
                id="appbar-account-menu"
                anchorEl={anchor}
                anchorOrigin={{vertical: 'bottom', horizontal: 'right'}}
                transformOrigin={{vertical: 'top', horizontal: 'right'}}
                open={Boolean(anchor)}
                onClose={() => setAnchor(null)}
              >
                <MenuItem onClick={() => setAnchor(null)}>Profile</MenuItem>
                <MenuItem onClick={() => setAnchor(null)}>My bookings</MenuItem>
              </Menu>
            </>
          )}
        </Toolbar>
      </AppBar>
    </Box>
  );
}
