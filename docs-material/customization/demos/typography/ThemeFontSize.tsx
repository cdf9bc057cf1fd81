import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {createTheme, ThemeProvider, useTheme} from '@mui/material/styles';

// typography.fontSize scales every rem value Material UI computes: body1 and h4 alike.
const smaller = createTheme({typography: {fontSize: 12}});

function Sample() {
  const theme = useTheme();
  return (
    <div>
      <Typography variant="h4">Porto depot</Typography>
      <Typography>
        fontSize {theme.typography.fontSize}: body1 is {String(theme.typography.body1.fontSize)}, h4 is{' '}
        {String(theme.typography.h4.fontSize)}
      </Typography>
    </div>
  );
}

export default function ThemeFontSize() {
  return (
    <Stack spacing={2}>
      <Sample />
      <ThemeProvider theme={smaller}>
        <Sample />
      </ThemeProvider>
    </Stack>
  );
}
