import {styled} from '@mui/material/styles';
import {DEPOTS, formatCount} from '@site/src/demo-data/material-system';

// The callback receives the theme: colours, spacing and radius follow it in light and dark mode.
const StatCard = styled('div')(({theme}) => ({
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  color: (theme.vars || theme).palette.text.primary,
  minWidth: 160,
  [theme.breakpoints.up('sm')]: {minWidth: 200},
}));

const Figure = styled('div')(({theme}) => ({
  ...theme.typography.h5,
  color: (theme.vars || theme).palette.primary.main,
}));

export default function StyledTheme() {
  return (
    <div style={{display: 'flex', gap: 16, flexWrap: 'wrap'}}>
      {DEPOTS.slice(0, 3).map((depot) => (
        <StatCard key={depot.city}>
          <div>{depot.city}</div>
          <Figure>{formatCount(depot.parcels)}</Figure>
          <div>parcels this week</div>
        </StatCard>
      ))}
    </div>
  );
}
