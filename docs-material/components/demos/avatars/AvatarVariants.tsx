import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import {PRODUCT_PICTURES} from '@site/src/demo-data/material-display';

export default function AvatarVariants() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar variant="circular" alt={PRODUCT_PICTURES.wheel.alt} src={PRODUCT_PICTURES.wheel.src} />
      <Avatar variant="rounded" alt={PRODUCT_PICTURES.saddle.alt} src={PRODUCT_PICTURES.saddle.src} />
      <Avatar variant="square" sx={{bgcolor: 'secondary.main'}}>
        <Inventory2Icon />
      </Avatar>
      <Avatar variant="rounded" sx={{bgcolor: 'primary.main'}}>
        GP
      </Avatar>
    </Stack>
  );
}
