import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

export default function IconButtonColors() {
  return (
    <Stack direction="row" spacing={1} sx={{justifyContent: 'center'}}>
      <IconButton color="success" aria-label="Mark step as done">
        <CheckCircleOutlineIcon />
      </IconButton>
      <IconButton color="error" aria-label="Report a problem">
        <ErrorOutlineIcon />
      </IconButton>
      <IconButton color="info" aria-label="About this step">
        <InfoOutlinedIcon />
      </IconButton>
    </Stack>
  );
}
