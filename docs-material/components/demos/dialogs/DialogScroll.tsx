import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, {type DialogProps} from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

/** Forty numbered workshop rules: long enough to scroll on any screen. */
const RULES = Array.from(
  {length: 40},
  (_, index) =>
    `${index + 1}. ${['Bikes are collected within seven days of the call.', 'Parts removed at your request are returned in a bag.', 'Quotes are valid for thirty days.', 'Carbon frames are torqued with a calibrated wrench.'][index % 4]}`,
);

export default function DialogScroll() {
  const [scroll, setScroll] = React.useState<DialogProps['scroll'] | null>(null);
  const description = React.useRef<HTMLDivElement>(null);
  // Focus the text when the dialog opens so the keyboard scrolls it at once.
  const onEntered = () => description.current?.focus();
  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" onClick={() => setScroll('paper')}>
        scroll=paper
      </Button>
      <Button variant="outlined" onClick={() => setScroll('body')}>
        scroll=body
      </Button>
      <Dialog
        open={scroll !== null}
        onClose={() => setScroll(null)}
        scroll={scroll ?? 'paper'}
        aria-labelledby="scroll-dialog-title"
        aria-describedby="scroll-dialog-description"
        slotProps={{transition: {onEntered}}}
      >
        <DialogTitle id="scroll-dialog-title">Workshop rules</DialogTitle>
        <DialogContent dividers={scroll === 'paper'}>
          <DialogContentText id="scroll-dialog-description" ref={description} tabIndex={-1} component="div">
            {RULES.map((rule) => (
              <p key={rule}>{rule}</p>
            ))}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setScroll(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
