import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import {SHOP_PEOPLE, initials} from '@site/src/demo-data/material-display';

export default function AvatarGroupSurplus() {
  return (
    <AvatarGroup total={148} renderSurplus={(surplus) => <span>+{(surplus / 100).toFixed(1)}h</span>}>
      {SHOP_PEOPLE.slice(0, 3).map((person) => (
        <Avatar key={person.id} alt={person.name} sx={{bgcolor: `${person.color}.main`}}>
          {initials(person.name)}
        </Avatar>
      ))}
    </AvatarGroup>
  );
}
