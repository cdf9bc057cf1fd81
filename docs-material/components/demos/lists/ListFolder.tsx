import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import ImageIcon from '@mui/icons-material/Image';

const files = [
  {name: 'Frame geometry', detail: '14 files, updated 3 Mar 2025', icon: <FolderIcon />},
  {name: 'Spring catalogue.pdf', detail: '2.4 MB, 11 Feb 2025', icon: <DescriptionIcon />},
  {name: 'Shop window.jpg', detail: '860 KB, 28 Jan 2025', icon: <ImageIcon />},
];

export default function ListFolder() {
  return (
    <List sx={{width: '100%', maxWidth: 360, bgcolor: 'background.paper'}}>
      {files.map((file) => (
        <ListItem key={file.name}>
          <ListItemAvatar>
            <Avatar>{file.icon}</Avatar>
          </ListItemAvatar>
          <ListItemText primary={file.name} secondary={file.detail} />
        </ListItem>
      ))}
    </List>
  );
}
