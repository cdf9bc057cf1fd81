import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function DialogForm() {
  const [open, setOpen] = React.useState(false);
  const [subscribed, setSubscribed] = React.useState<string | null>(null);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubscribed(String(new FormData(event.currentTarget).get('email')));
    setOpen(false);
  };
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Get ride announcements
      </Button>
      <Typography variant="body2" sx={{mt: 1}}>
        {subscribed ? `Announcements go to ${subscribed}.` : 'Not subscribed.'}
      </Typography>
      {/* The paper is the form, so Enter in the field submits and the actions are its buttons. */}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{paper: {component: 'form', onSubmit: submit}}}
        aria-labelledby="form-dialog-title"
      >
        <DialogTitle id="form-dialog-title">Ride announcements</DialogTitle>
        <DialogContent>
          <DialogContentText>One e-mail a week with the next group rides. No other mail.</DialogContentText>
          <TextField autoFocus required margin="dense" name="email" label="E-mail address" type="email" fullWidth variant="standard" />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit">Subscribe</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
