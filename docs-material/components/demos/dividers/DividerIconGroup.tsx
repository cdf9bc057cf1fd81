import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';

export default function DividerIconGroup() {
  return (
    <Box sx={{display: 'inline-flex', border: 1, borderColor: 'divider', borderRadius: 1}}>
      <Stack direction="row" divider={<Divider orientation="vertical" flexItem />} role="toolbar" aria-label="Order actions">
        <Box>
          <IconButton aria-label="Edit order">
            <EditIcon />
          </IconButton>
          <IconButton aria-label="Copy order">
            <ContentCopyIcon />
          </IconButton>
        </Box>
        <Box>
          <IconButton aria-label="Print order">
            <PrintIcon />
          </IconButton>
          <IconButton aria-label="Share order">
            <ShareIcon />
          </IconButton>
        </Box>
        <IconButton aria-label="Delete order">
          <DeleteIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}
