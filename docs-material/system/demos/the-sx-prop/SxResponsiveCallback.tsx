import Box from '@mui/material/Box';
import {DEPOTS} from '@site/src/demo-data/material-system';

export default function SxResponsiveCallback() {
  return (
    <Box
      sx={{
        display: 'grid',
        // Responsive value: one column on phones, two from sm, three from md.
        gridTemplateColumns: {xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)'},
        gap: 1,
      }}
    >
      {DEPOTS.slice(0, 3).map((depot, index) => (
        <Box
          key={depot.city}
          sx={[
            // Callback value: computed from the theme.
            (theme) => ({p: 2, border: `1px solid ${(theme.vars || theme).palette.divider}`, borderRadius: 1}),
            // Array value: later entries win; `false` entries are skipped.
            index === 0 && {borderColor: 'primary.main', borderWidth: 2},
          ]}
        >
          {depot.city}: {depot.vans} vans
        </Box>
      ))}
    </Box>
  );
}
