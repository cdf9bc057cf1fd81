import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';

export default function IconButtons() {
  return (
    <Stack direction="row" spacing={1} sx={{justifyContent: 'center'}}>
      <IconButton aria-label="Archive">
        <ArchiveOutlinedIcon />
      </IconButton>
      <IconButton aria-label="Print" disabled>
        <PrintOutlinedIcon />
      </IconButton>
      <IconButton aria-label="Add to favourites" color="secondary">
        <StarBorderIcon />
      </IconButton>
      <IconButton aria-label="Share" color="primary">
        <ShareOutlinedIcon />
      </IconButton>
    </Stack>
  );
}
