import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {ThemeProvider, type Theme} from '@mui/material/styles';

// A new key of theme.typography for big figures. sx's `typography` reads any key of it by name.
// (For <Typography variant="kpi">, also declare it in TypographyPropsVariantOverrides.)
const withKpiVariant = (outer: Theme): Theme => ({
  ...outer,
  typography: Object.assign({}, outer.typography, {
    kpi: {
      fontFamily: outer.typography.fontFamily,
      fontSize: '2.5rem',
      fontWeight: outer.typography.fontWeightBold,
      lineHeight: 1.1,
      fontVariantNumeric: 'tabular-nums',
    },
  }),
});

export default function CustomVariant() {
  return (
    <ThemeProvider theme={withKpiVariant}>
      <Stack>
        <Box component="p" sx={{typography: 'kpi', m: 0}}>
          1,842
        </Box>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          parcels delivered from Rotterdam this week
        </Typography>
      </Stack>
    </ThemeProvider>
  );
}
