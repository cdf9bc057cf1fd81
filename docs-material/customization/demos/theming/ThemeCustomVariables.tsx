import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {ThemeProvider, useTheme, type Theme} from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Theme {
    delivery: {lateColor: string; onTimeColor: string};
  }
  interface ThemeOptions {
    delivery?: {lateColor?: string; onTimeColor?: string};
  }
}

// A theme key of your own: add it to the theme and declare it for TypeScript.
const withDeliveryColors = (outer: Theme): Theme => ({
  ...outer,
  delivery: {lateColor: '#b3261e', onTimeColor: '#1b5e20'},
});

function DeliveryBadge({late}: {late: boolean}) {
  const theme = useTheme();
  return (
    <Box sx={{px: 1.5, py: 0.5, borderRadius: 1, color: '#fff', bgcolor: late ? theme.delivery.lateColor : theme.delivery.onTimeColor}}>
      {late ? 'Late' : 'On time'}
    </Box>
  );
}

export default function ThemeCustomVariables() {
  return (
    <ThemeProvider theme={withDeliveryColors}>
      <Stack direction="row" spacing={2}>
        <DeliveryBadge late={false} />
        <DeliveryBadge late />
      </Stack>
    </ThemeProvider>
  );
}
