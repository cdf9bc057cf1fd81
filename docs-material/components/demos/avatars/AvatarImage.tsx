import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import {PRODUCT_PICTURES} from '@site/src/demo-data/material-display';

export default function AvatarImage() {
  return (
    <Stack direction="row" spacing={2}>
      {Object.values(PRODUCT_PICTURES).map((picture) => (
        <Avatar key={picture.alt} alt={picture.alt} src={picture.src} />
      ))}
    </Stack>
  );
}
