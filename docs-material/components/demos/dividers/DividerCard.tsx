import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {CATALOGUE, euros} from '@site/src/demo-data/material-display';

const item = CATALOGUE[0]!;

export default function DividerCard() {
  return (
    <Card variant="outlined" sx={{maxWidth: 360}}>
      <Box sx={{p: 2}}>
        <Stack direction="row" sx={{justifyContent: 'space-between', alignItems: 'center'}}>
          <Typography variant="h6" component="div">
            {item.name}
          </Typography>
          <Typography variant="h6" component="div">
            {euros(item.price)}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          {item.weightGrams} g, {item.stock} in stock
        </Typography>
      </Box>
      <Divider />
      <Box sx={{p: 2}}>
        <Typography gutterBottom variant="body2">
          Available in
        </Typography>
        <Stack direction="row" spacing={1}>
          <Chip color="primary" label="Lisbon" size="small" />
          <Chip label="Utrecht" size="small" />
          <Chip label="Kyoto" size="small" />
        </Stack>
      </Box>
    </Card>
  );
}
