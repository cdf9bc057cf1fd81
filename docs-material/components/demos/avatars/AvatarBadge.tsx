import {styled} from '@mui/material/styles';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import {PRODUCT_PICTURES, SHOP_PEOPLE, initials} from '@site/src/demo-data/material-display';

// A green dot ringed in the page colour, so it stands out on any avatar.
const OnlineBadge = styled(Badge)(({theme}) => ({
  '& .MuiBadge-badge': {
    backgroundColor: (theme.vars || theme).palette.success.main,
    boxShadow: `0 0 0 2px ${(theme.vars || theme).palette.background.paper}`,
  },
}));

const person = SHOP_PEOPLE[2]!;

export default function AvatarBadge() {
  return (
    <Stack direction="row" spacing={3}>
      <OnlineBadge overlap="circular" anchorOrigin={{vertical: 'bottom', horizontal: 'right'}} variant="dot">
        <Avatar role="img" aria-label={`${person.name}, online`} sx={{bgcolor: `${person.color}.main`}}>
          {initials(person.name)}
        </Avatar>
      </OnlineBadge>
      <Badge
        overlap="circular"
        anchorOrigin={{vertical: 'bottom', horizontal: 'right'}}
        badgeContent={
          <Avatar
            alt={PRODUCT_PICTURES.wheel.alt}
            src={PRODUCT_PICTURES.wheel.src}
            sx={{width: 22, height: 22, border: 2, borderColor: 'background.paper'}}
          />
        }
      >
        <Avatar sx={{bgcolor: 'primary.main'}}>BS</Avatar>
      </Badge>
    </Stack>
  );
}
