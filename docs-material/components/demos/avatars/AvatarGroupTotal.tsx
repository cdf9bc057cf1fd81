import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import {SHOP_PEOPLE, initials} from '@site/src/demo-data/material-display';

// Four avatars are loaded, but 23 people signed up for the Sunday ride.
export default function AvatarGroupTotal() {
  return (
    <AvatarGroup total={23}>
      {SHOP_PEOPLE.slice(0, 4).map((person) => (
        <Avatar key={person.id} alt={person.name} sx={{bgcolor: `${person.color}.main`}}>
          {initials(person.name)}
        </Avatar>
      ))}
    </AvatarGroup>
  );
}
