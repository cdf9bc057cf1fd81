import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {ThemeProvider, type Theme} from '@mui/material/styles';

// Every Button under this provider: styleOverrides per slot, default props per component.
const withPillButtons = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiButton: {
      defaultProps: {disableElevation: true},
      styleOverrides: {
        root: {borderRadius: 999, textTransform: 'none'},
        startIcon: {marginInlineEnd: 4},
      },
    },
  },
});

export default function ThemeStyleOverrides() {
  return (
    <ThemeProvider theme={withPillButtons}>
      <Stack direction="row" spacing={2}>
        <Button variant="contained">Confirm pickup</Button>
        <Button variant="outlined">Reschedule</Button>
      </Stack>
    </ThemeProvider>
  );
}
