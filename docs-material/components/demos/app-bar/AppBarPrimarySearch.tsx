import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {alpha} from '@mui/material/styles';
import AccountCircle from '@mui/icons-material/AccountCircle';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SearchIcon from '@mui/icons-material/Search';

export default function AppBarPrimarySearch() {
  return (
    <AppBar position="static">
      <Toolbar>
        <Typography variant="h6" component="div" sx={{display: {xs: 'none', sm: 'block'}}}>
          Shop admin
        </Typography>
        {/* The search is the bar's main control: it sits first and takes the free width. */}
        <Box
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            flexGrow: 1,
            mx: 2,
            px: 1.5,
            borderRadius: 1,
            bgcolor: alpha(theme.palette.common.white, 0.15),
            '&:hover': {bgcolor: alpha(theme.palette.common.white, 0.25)},
          })}
        >
          <SearchIcon />
          <InputBase
            placeholder="Orders, customers, parts"
            inputProps={{'aria-label': 'Search the shop'}}
            sx={{color: 'inherit', ml: 1, flex: 1}}
          />
        </Box>
        <IconButton size="large" aria-label="Messages, 3 unread" color="inherit">
          <Badge badgeContent={3} color="error">
            <MailIcon />
          </Badge>
        </IconButton>
        <IconButton size="large" aria-label="Notifications, 7 new" color="inherit" sx={{display: {xs: 'none', sm: 'inline-flex'}}}>
          <Badge badgeContent={7} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
        <IconButton size="large" edge="end" aria-label="Account" color="inherit">
          <AccountCircle />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
