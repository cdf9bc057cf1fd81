import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';

const PLANS = [
  {name: 'Starter', price: '$0', seats: 'Up to 3 seats', color: '#00796b'},
  {name: 'Team', price: '$12', seats: 'Up to 25 seats', color: '#3949ab'},
  {
    name: 'Business',
    price: '$29',
    seats: 'Unlimited seats',
    color: '#6a1b9a',
  },
];

// ButtonBase brings the ripple, focus ring and keyboard handling; the look is entirely ours.
const Tile = styled(ButtonBase)(({theme}) => ({
  flexDirection: 'column',
  alignItems: 'flex-start',
  width: 170,
  padding: theme.spacing(2),
  borderRadius: 8,
  color: '#fff',
  textAlign: 'start',
  transition: theme.transitions.create('transform'),
  '&:hover, &.Mui-focusVisible': {transform: 'translateY(-4px)'},
  '&.Mui-focusVisible': {outline: `3px solid ${(theme.vars || theme).palette.warning.main}`},
}));

export default function PlanTiles() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      {PLANS.map((plan) => (
        <Tile key={plan.name} focusRipple style={{backgroundColor: plan.color}}>
          <Typography variant="overline">{plan.name}</Typography>
          <Typography variant="h5" component="span">
            {plan.price}
            <Typography component="span" variant="body2">
              {' '}
              / seat / month
            </Typography>
          </Typography>
          <Typography variant="body2">{plan.seats}</Typography>
        </Tile>
      ))}
    </Stack>
  );
}
