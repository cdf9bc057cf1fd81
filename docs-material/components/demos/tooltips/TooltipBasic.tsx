import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';

export default function TooltipBasic() {
  return (
    <Tooltip title="Delete order">
      <IconButton>
        <DeleteIcon />
      </IconButton>
    </Tooltip>
  );
}
