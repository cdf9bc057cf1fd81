import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import {ThemeProvider, type Theme} from '@mui/material/styles';

// A serif stack for headings only; the rest keeps the outer theme's font.
const withSerifHeadings = (outer: Theme): Theme => ({
  ...outer,
  typography: {
    ...outer.typography,
    h5: {...outer.typography.h5, fontFamily: 'Georgia, "Times New Roman", serif'},
  },
});

export default function CustomFontFamily() {
  return (
    <Stack spacing={1}>
      <Typography variant="h5">Weekly depot report</Typography>
      <ThemeProvider theme={withSerifHeadings}>
        <Typography variant="h5">Weekly depot report (serif h5)</Typography>
        <Typography>Body text keeps the outer theme&apos;s font.</Typography>
      </ThemeProvider>
    </Stack>
  );
}
