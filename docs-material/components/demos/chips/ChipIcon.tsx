import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

export default function ChipIcon() {
  return (
    <Stack direction="row" spacing={1}>
      <Chip icon={<DirectionsBikeIcon />} label="Test ride" />
      <Chip icon={<LocalShippingIcon />} label="Home delivery" variant="outlined" />
    </Stack>
  );
}
