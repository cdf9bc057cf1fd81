import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';

// A tall bar whose title sits at the bottom, with the icons at the top.
const TallToolbar = styled(Toolbar)(({theme}) => ({
  alignItems: 'flex-start',
  paddingTop: theme.spacing(1),
  paddingBottom: theme.spacing(2),
  '@media all': {minHeight: 128},
}));

export default function AppBarProminent() {
  return (
    <AppBar position="static">
      <TallToolbar>
        <IconButton size="large" edge="start" color="inherit" aria-label="Open the navigation" sx={{mr: 2}}>
          <MenuIcon />
        </IconButton>
        <Typography variant="h5" component="div" sx={{flexGrow: 1, alignSelf: 'flex-end'}}>
          Spring rides
        </Typography>
        <IconButton size="large" edge="end" color="inherit" aria-label="Search">
          <SearchIcon />
        </IconButton>
      </TallToolbar>
    </AppBar>
  );
}
