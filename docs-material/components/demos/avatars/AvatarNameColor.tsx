import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import {colorForName, initials} from '@site/src/demo-data/material-display';

const CUSTOMERS = ['Inês Costa', 'Jonas Berg', 'Kira Moreau', 'Luís Peña'];

export default function AvatarNameColor() {
  return (
    <Stack direction="row" spacing={2}>
      {CUSTOMERS.map((name) => (
        <Avatar key={name} sx={{bgcolor: colorForName(name), color: '#fff'}} role="img" aria-label={name}>
          {initials(name)}
        </Avatar>
      ))}
    </Stack>
  );
}
