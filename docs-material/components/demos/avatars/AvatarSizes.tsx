import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import {PRODUCT_PICTURES} from '@site/src/demo-data/material-display';

const {alt, src} = PRODUCT_PICTURES.helmet;

export default function AvatarSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <Avatar alt={alt} src={src} sx={{width: 24, height: 24}} />
      <Avatar alt={alt} src={src} />
      <Avatar alt={alt} src={src} sx={{width: 56, height: 56}} />
      <Avatar sx={{width: 56, height: 56, fontSize: 24}}>DH</Avatar>
    </Stack>
  );
}
