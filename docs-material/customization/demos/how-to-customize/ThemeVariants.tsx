import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {ThemeProvider, type Theme} from '@mui/material/styles';

// Styles applied when props match: here every outlined chip gets a dashed border.
const withDashedChips = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiChip: {
      styleOverrides: {
        root: {
          variants: [{props: {variant: 'outlined'}, style: {borderStyle: 'dashed', borderWidth: 2}}],
        },
      },
    },
  },
});

export default function ThemeVariants() {
  return (
    <ThemeProvider theme={withDashedChips}>
      <Stack direction="row" spacing={1}>
        <Chip label="Collected" color="primary" />
        <Chip label="Awaiting pickup" variant="outlined" color="primary" />
        <Chip label="Returned" variant="outlined" />
      </Stack>
    </ThemeProvider>
  );
}
