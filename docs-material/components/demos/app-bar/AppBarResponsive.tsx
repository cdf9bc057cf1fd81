import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import PedalBikeIcon from '@mui/icons-material/PedalBike';

const PAGES = ['Rides', 'Workshop', 'Rentals'];

export default function AppBarResponsive() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  return (
    <AppBar position="static">
      <Toolbar>
        <PedalBikeIcon sx={{mr: 1}} />
        <Typography variant="h6" component="div" sx={{mr: 3, flexGrow: {xs: 1, md: 0}}}>
          Bike shop
        </Typography>
        {/* From md up the pages are buttons in the bar; below md they move into a menu. */}
        <Box sx={{flexGrow: 1, display: {xs: 'none', md: 'flex'}}}>
          {PAGES.map((page) => (
            <Button key={page} color="inherit">
              {page}
            </Button>
          ))}
        </Box>
        <Box sx={{display: {xs: 'flex', md: 'none'}}}>
          <IconButton
            size="large"
            color="inherit"
            aria-label="Pages"
            aria-haspopup="true"
            aria-controls={anchor ? 'responsive-pages-menu' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MenuIcon />
          </IconButton>
          <Menu id="responsive-pages-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {PAGES.map((page) => (
              <MenuItem key={page} onClick={() => setAnchor(null)}>
                {page}
              </MenuItem>
            ))}
          </Menu>
        </Box>
        <Button color="inherit" variant="outlined" sx={{display: {xs: 'none', sm: 'inline-flex'}}}>
          Book
        </Button>
      </Toolbar>
    </AppBar>
  );
}
