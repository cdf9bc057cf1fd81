import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {SHOP_PEOPLE, initials} from '@site/src/demo-data/material-display';

export default function ChipAvatar() {
  return (
    <Stack direction="row" spacing={1}>
      {SHOP_PEOPLE.slice(0, 3).map((person, index) => (
        <Chip
          key={person.id}
          variant={index === 1 ? 'outlined' : 'filled'}
          avatar={
            <Avatar sx={{bgcolor: `${person.color}.main`, '&&': {color: `${person.color}.contrastText`}}}>{initials(person.name)}</Avatar>
          }
          label={person.name}
        />
      ))}
    </Stack>
  );
}
