import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import BuildIcon from '@mui/icons-material/Build';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

export default function AvatarIcon() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar>
        <DirectionsBikeIcon />
      </Avatar>
      <Avatar sx={{bgcolor: 'success.main'}}>
        <BuildIcon />
      </Avatar>
      <Avatar sx={{bgcolor: 'warning.main'}}>
        <LocalShippingIcon />
      </Avatar>
    </Stack>
  );
}
