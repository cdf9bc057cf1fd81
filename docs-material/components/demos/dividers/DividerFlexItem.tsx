import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const Row = ({flexItem}: {flexItem: boolean}) => (
  <Box sx={{display: 'flex', alignItems: 'center', gap: 2, border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1}}>
    <Typography>Lisbon</Typography>
    <Divider orientation="vertical" flexItem={flexItem} />
    <Typography>Utrecht</Typography>
    <Divider orientation="vertical" flexItem={flexItem} />
    <Typography>Kyoto</Typography>
  </Box>
);

export default function DividerFlexItem() {
  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      <Typography variant="caption">Without flexItem: the dividers collapse in a centred flex row</Typography>
      <Row flexItem={false} />
      <Typography variant="caption">With flexItem: they stretch to the row&apos;s height</Typography>
      <Row flexItem />
    </Stack>
  );
}
