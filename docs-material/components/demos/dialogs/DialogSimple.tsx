import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import PersonIcon from '@mui/icons-material/Person';
import {CUSTOMERS} from '@site/src/demo-data/material-feedback-surfaces';

export default function DialogSimple() {
  const [open, setOpen] = React.useState(false);
  const [selected, setSelected] = React.useState<string>(CUSTOMERS[0]);
  const choose = (email: string) => {
    setSelected(email);
    setOpen(false);
  };
  return (
    <div>
      <Typography variant="body2" sx={{mb: 1}}>
        Send the invoice to: {selected}
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Choose recipient
      </Button>
      {/* Choosing closes the dialog at once: there is nothing to confirm. */}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="simple-dialog-title">
        <DialogTitle id="simple-dialog-title">Send the invoice to</DialogTitle>
        <List sx={{pt: 0}}>
          {CUSTOMERS.map((email) => (
            <ListItem disablePadding key={email}>
              <ListItemButton onClick={() => choose(email)} selected={email === selected}>
                <ListItemAvatar>
                  <Avatar>
                    <PersonIcon />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={email} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Dialog>
    </div>
  );
}
