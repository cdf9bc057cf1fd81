import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import {DEPOTS, formatCount} from '@site/src/demo-data/material-system';

// Density through default props: each component's own `size`/`dense`/`margin` option.
const dense = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiButton: {defaultProps: {size: 'small'}},
    MuiTextField: {defaultProps: {size: 'small', margin: 'dense'}},
    MuiList: {defaultProps: {dense: true}},
  },
});

function Form() {
  return (
    <Stack sx={{maxWidth: 360}}>
      <TextField label="Recipient" defaultValue="Harbour office" margin="normal" />
      <List disablePadding>
        {DEPOTS.slice(0, 3).map((depot) => (
          <ListItem key={depot.city} disableGutters>
            <ListItemText primary={depot.city} secondary={`${formatCount(depot.parcels)} parcels`} />
          </ListItem>
        ))}
      </List>
      <div>
        <Button variant="contained">Send</Button>
      </div>
    </Stack>
  );
}

export default function DensityCompare() {
  const [isDense, setDense] = React.useState(true);
  return (
    <Stack>
      <FormControlLabel control={<Switch checked={isDense} onChange={(event) => setDense(event.target.checked)} />} label="Dense theme" />
      {isDense ? (
        <ThemeProvider theme={dense}>
          <Form />
        </ThemeProvider>
      ) : (
        <Form />
      )}
    </Stack>
  );
}
