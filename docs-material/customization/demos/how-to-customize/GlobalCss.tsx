import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';

// GlobalStyles injects plain CSS for the whole page: scope it (here to one class) unless you mean
// every element. The callback form receives the theme.
export default function GlobalCss() {
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          '.delivery-slip h4': {margin: 0, color: (theme.vars || theme).palette.primary.main},
          '.delivery-slip p': {margin: theme.spacing(0.5, 0, 0)},
        })}
      />
      <Box className="delivery-slip" sx={{p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 360}}>
        <h4>Delivery slip 2201</h4>
        <p>Riverside clinic, reception desk. Two boxes, keep upright.</p>
      </Box>
    </>
  );
}
