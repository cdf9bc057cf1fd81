import AppBar from '@mui/material/AppBar';
import InputBase from '@mui/material/InputBase';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {alpha, styled} from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

const Search = styled('div')(({theme}) => ({
  position: 'relative',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: alpha(theme.palette.common.white, 0.15),
  '&:hover': {backgroundColor: alpha(theme.palette.common.white, 0.25)},
  marginLeft: 'auto',
  width: '100%',
  [theme.breakpoints.up('sm')]: {width: 'auto'},
}));

const SearchIconBox = styled('div')(({theme}) => ({
  padding: theme.spacing(0, 2),
  height: '100%',
  position: 'absolute',
  pointerEvents: 'none',
  display: 'flex',
  alignItems: 'center',
}));

const SearchInput = styled(InputBase)(({theme}) => ({
  color: 'inherit',
  '& .MuiInputBase-input': {
    padding: theme.spacing(1, 1, 1, 0),
    // Room for the icon on the left.
    paddingLeft: `calc(1em + ${theme.spacing(4)})`,
    transition: theme.transitions.create('width'),
    width: '100%',
    [theme.breakpoints.up('sm')]: {width: '14ch', '&:focus': {width: '22ch'}},
  },
}));

export default function AppBarSearch() {
  return (
    <AppBar position="static">
      <Toolbar>
        <Typography variant="h6" component="div" sx={{display: {xs: 'none', sm: 'block'}, mr: 2}}>
          Parts
        </Typography>
        <Search>
          <SearchIconBox>
            <SearchIcon />
          </SearchIconBox>
          {/* The field grows when it has focus, from sm up. */}
          <SearchInput placeholder="Search parts" inputProps={{'aria-label': 'Search parts'}} />
        </Search>
      </Toolbar>
    </AppBar>
  );
}
