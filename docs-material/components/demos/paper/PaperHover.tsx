import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {SERVICES} from '@site/src/demo-data/material-feedback-surfaces';

export default function PaperHover() {
  return (
    <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap', gap: 2, p: 1}} useFlexGap>
      {SERVICES.slice(0, 3).map((service) => (
        <Paper
          key={service.id}
          tabIndex={0}
          sx={(theme) => ({
            width: 170,
            p: 2,
            cursor: 'default',
            // The shadow comes from the theme's shadows list; the transition from its durations.
            transition: theme.transitions.create(['box-shadow', 'transform'], {duration: theme.transitions.duration.short}),
            '&:hover, &:focus-visible': {boxShadow: theme.shadows[8], transform: 'translateY(-2px)'},
            '@media (prefers-reduced-motion: reduce)': {transition: 'none', '&:hover, &:focus-visible': {transform: 'none'}},
          })}
        >
          <Typography variant="subtitle1">{service.name}</Typography>
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            €{service.price}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
