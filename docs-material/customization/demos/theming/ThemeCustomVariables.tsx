import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {ThemeProvider, useTheme, type Theme} from '@mui/material/styles';

// A theme key of your own. The type says it is there (an app would augment the Theme interface).
type DeliveryTheme = Theme & {delivery: {lateColor: string; onTimeColor: string}};

const withDeliveryColors = (outer: Theme): DeliveryTheme => ({
  ...outer,
  delivery: {lateColor: '#b3261e', onTimeColor: '#1b5e20'},
});

function DeliveryBadge({late}: {late: boolean}) {
  const theme = useTheme<DeliveryTheme>();
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
