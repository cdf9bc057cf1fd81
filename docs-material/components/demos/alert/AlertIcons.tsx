import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import BuildIcon from '@mui/icons-material/Build';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import PedalBikeIcon from '@mui/icons-material/PedalBike';

export default function AlertIcons() {
  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <Alert icon={<PedalBikeIcon fontSize="inherit" />} severity="success">
        Your bike is back on the road.
      </Alert>
      {/* iconMapping changes the icon of a severity for every alert that gets it. */}
      <Alert iconMapping={{info: <BuildIcon fontSize="inherit" />, success: <CheckCircleOutlineIcon fontSize="inherit" />}} severity="info">
        The workshop is working on your order.
      </Alert>
      <Alert icon={false} severity="warning">
        No icon: the colour alone marks this as a warning.
      </Alert>
    </Stack>
  );
}
