import Avatar from '@mui/material/Avatar';
import AvatarGroup, {type AvatarGroupProps} from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {SHOP_PEOPLE, initials} from '@site/src/demo-data/material-display';

const SPACINGS: {label: string; spacing: AvatarGroupProps['spacing']}[] = [
  {label: 'medium (8 px overlap)', spacing: 'medium'},
  {label: 'small (16 px overlap)', spacing: 'small'},
  {label: '24 (24 px overlap)', spacing: 24},
];

export default function AvatarGroupSpacing() {
  return (
    <Stack spacing={2}>
      {SPACINGS.map(({label, spacing}) => (
        <Stack key={label} direction="row" spacing={2} sx={{alignItems: 'center'}}>
          <AvatarGroup spacing={spacing}>
            {SHOP_PEOPLE.slice(0, 4).map((person) => (
              <Avatar key={person.id} alt={person.name} sx={{bgcolor: `${person.color}.main`}}>
                {initials(person.name)}
              </Avatar>
            ))}
          </AvatarGroup>
          <Typography variant="body2">{label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
