import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {RIDES} from '@site/src/demo-data/material-feedback-surfaces';

export default function DialogFullScreen() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Plan the spring rides
      </Button>
      <Dialog fullScreen open={open} onClose={() => setOpen(false)} aria-labelledby="full-screen-dialog-title">
        {/* A static app bar: a fixed one would sit under the dialog's own layer. */}
        <AppBar position="static" elevation={0}>
          <Toolbar>
            <IconButton edge="start" color="inherit" onClick={() => setOpen(false)} aria-label="Close">
              <CloseIcon />
            </IconButton>
            <Typography id="full-screen-dialog-title" sx={{ml: 2, flex: 1}} variant="h6" component="h2">
              Spring rides
            </Typography>
            <Button color="inherit" onClick={() => setOpen(false)}>
              Save
            </Button>
          </Toolbar>
        </AppBar>
        <List>
          {RIDES.map((ride, index) => (
            <React.Fragment key={ride.id}>
              {index > 0 && <Divider component="li" />}
              <ListItem disablePadding>
                <ListItemButton>
                  <ListItemText primary={`${ride.title}, ${ride.date}`} secondary={`${ride.distanceKm} km, ${ride.climbM} m of climbing`} />
                </ListItemButton>
              </ListItem>
            </React.Fragment>
          ))}
        </List>
      </Dialog>
    </div>
  );
}
