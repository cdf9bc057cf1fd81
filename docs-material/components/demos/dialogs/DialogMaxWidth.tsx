import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, {type DialogProps} from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const WIDTHS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function DialogMaxWidth() {
  const [open, setOpen] = React.useState(false);
  const [fullWidth, setFullWidth] = React.useState(true);
  const [maxWidth, setMaxWidth] = React.useState<DialogProps['maxWidth']>('sm');
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
      <FormControl size="small" sx={{minWidth: 120}}>
        <InputLabel id="max-width-label">maxWidth</InputLabel>
        <Select
          labelId="max-width-label"
          label="maxWidth"
          value={maxWidth === false ? 'false' : maxWidth}
          onChange={(event) => setMaxWidth(event.target.value === 'false' ? false : (event.target.value as DialogProps['maxWidth']))}
        >
          <MenuItem value="false">false</MenuItem>
          {WIDTHS.map((width) => (
            <MenuItem key={width} value={width}>
              {width}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControlLabel
        control={<Switch checked={fullWidth} onChange={(event) => setFullWidth(event.target.checked)} />}
        label="fullWidth"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open the dialog
      </Button>
      <Dialog fullWidth={fullWidth} maxWidth={maxWidth} open={open} onClose={() => setOpen(false)} aria-labelledby="max-width-dialog-title">
        <DialogTitle id="max-width-dialog-title">Dialog width</DialogTitle>
        <DialogContent>
          <DialogContentText>
            maxWidth is {String(maxWidth)}, fullWidth is {String(fullWidth)}.
          </DialogContentText>
          <Box sx={{height: 8, mt: 2, bgcolor: 'primary.main', borderRadius: 1}} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
