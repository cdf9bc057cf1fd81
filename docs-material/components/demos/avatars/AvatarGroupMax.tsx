import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import {SHOP_PEOPLE, initials} from '@site/src/demo-data/material-display';

export default function AvatarGroupMax() {
  return (
    <AvatarGroup max={4}>
      {SHOP_PEOPLE.slice(0, 6).map((person) => (
        <Avatar key={person.id} alt={person.name} sx={{bgcolor: `${person.color}.main`}}>
          {initials(person.name)}
        </Avatar>
      ))}
    </AvatarGroup>
  );
}
