import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {SERVICES} from '@site/src/demo-data/material-feedback-surfaces';

export default function DialogConfirmation() {
  const [open, setOpen] = React.useState(false);
  const [service, setService] = React.useState<string>(SERVICES[0].id);
  const [draft, setDraft] = React.useState(service);
  const openDialog = () => {
    setDraft(service);
    setOpen(true);
  };
  const name = SERVICES.find((item) => item.id === service)?.name;
  return (
    <div>
      <Typography variant="body2" sx={{mb: 1}}>
        Service: {name}
      </Typography>
      <Button variant="outlined" onClick={openDialog}>
        Change service
      </Button>
      {/* The choice only counts after OK; Cancel and Escape leave the service as it was. */}
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth aria-labelledby="confirmation-dialog-title">
        <DialogTitle id="confirmation-dialog-title">Service</DialogTitle>
        <DialogContent dividers>
          <RadioGroup
            aria-labelledby="confirmation-dialog-title"
            name="service"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          >
            {SERVICES.map((item) => (
              <FormControlLabel key={item.id} value={item.id} control={<Radio />} label={item.name} />
            ))}
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              setService(draft);
              setOpen(false);
            }}
          >
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
