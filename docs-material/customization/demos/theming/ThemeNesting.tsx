import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {ThemeProvider, type Theme} from '@mui/material/styles';

// A function receives the outer theme and returns the inner one: everything else is kept.
const withSeasonalAccent = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiButton: {defaultProps: {disableElevation: true, color: 'secondary'}, styleOverrides: {root: {borderRadius: 0}}},
    MuiChip: {defaultProps: {color: 'secondary'}},
  },
});

function Controls({label}: {label: string}) {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <Button variant="contained">Book a pickup</Button>
      <Chip label={label} />
    </Stack>
  );
}

export default function ThemeNesting() {
  return (
    <Stack spacing={2}>
      <Controls label="Outer theme" />
      <ThemeProvider theme={withSeasonalAccent}>
        <Controls label="Nested theme" />
      </ThemeProvider>
    </Stack>
  );
}
