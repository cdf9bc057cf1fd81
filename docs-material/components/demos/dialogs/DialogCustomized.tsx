import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import {SERVICES} from '@site/src/demo-data/material-feedback-surfaces';

const RoomyDialog = styled(Dialog)(({theme}) => ({
  '& .MuiDialogContent-root': {padding: theme.spacing(2)},
  '& .MuiDialogActions-root': {padding: theme.spacing(1)},
}));

export default function DialogCustomized() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Compare services
      </Button>
      <RoomyDialog open={open} onClose={() => setOpen(false)} aria-labelledby="customized-dialog-title">
        <DialogTitle id="customized-dialog-title" sx={{m: 0, p: 2, pr: 6}}>
          Workshop services
        </DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={() => setOpen(false)}
          sx={(theme) => ({position: 'absolute', right: 8, top: 8, color: (theme.vars || theme).palette.grey[500]})}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          {SERVICES.map((service) => (
            <Typography key={service.id} gutterBottom>
              <strong>{service.name}</strong> ({service.minutes} min, €{service.price}): {service.detail}
            </Typography>
          ))}
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setOpen(false)}>
            Book a service
          </Button>
        </DialogActions>
      </RoomyDialog>
    </div>
  );
}
