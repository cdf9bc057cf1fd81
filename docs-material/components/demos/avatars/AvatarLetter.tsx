import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import {SHOP_PEOPLE, initials} from '@site/src/demo-data/material-display';

export default function AvatarLetter() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar>A</Avatar>
      {SHOP_PEOPLE.slice(1, 4).map((person) => (
        <Avatar
          key={person.id}
          sx={{bgcolor: `${person.color}.main`, color: `${person.color}.contrastText`}}
          role="img"
          aria-label={person.name}
        >
          {initials(person.name)}
        </Avatar>
      ))}
    </Stack>
  );
}
