import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {ThemeProvider, type Theme} from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface TypographyVariants {
    kpi: React.CSSProperties;
  }
  interface TypographyVariantsOptions {
    kpi?: React.CSSProperties;
  }
}
declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    kpi: true;
  }
}

// A new variant for big figures; variantMapping renders it as a <p>.
const withKpiVariant = (outer: Theme): Theme => ({
  ...outer,
  typography: {
    ...outer.typography,
    kpi: {fontFamily: outer.typography.fontFamily, fontSize: '2.5rem', fontWeight: outer.typography.fontWeightBold, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums'},
  },
  components: {
    ...outer.components,
    MuiTypography: {defaultProps: {variantMapping: {kpi: 'p'}}},
  },
});

export default function CustomVariant() {
  return (
    <ThemeProvider theme={withKpiVariant}>
      <Stack>
        <Typography variant="kpi">1,842</Typography>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          parcels delivered from Rotterdam this week
        </Typography>
      </Stack>
    </ThemeProvider>
  );
}
