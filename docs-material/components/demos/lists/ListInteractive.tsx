import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import DeleteIcon from '@mui/icons-material/Delete';
import FolderIcon from '@mui/icons-material/Folder';
import {CATALOGUE, euros} from '@site/src/demo-data/material-display';

const items = CATALOGUE.slice(6, 9);

export default function ListInteractive() {
  const [dense, setDense] = React.useState(false);
  const [secondary, setSecondary] = React.useState(true);
  const [withAvatar, setWithAvatar] = React.useState(false);
  return (
    <Box sx={{maxWidth: 420}}>
      <FormGroup row>
        <FormControlLabel control={<Switch checked={dense} onChange={(e) => setDense(e.target.checked)} />} label="Dense" />
        <FormControlLabel
          control={<Switch checked={secondary} onChange={(e) => setSecondary(e.target.checked)} />}
          label="Secondary text"
        />
        <FormControlLabel control={<Switch checked={withAvatar} onChange={(e) => setWithAvatar(e.target.checked)} />} label="Avatar" />
      </FormGroup>
      <Paper variant="outlined" sx={{mt: 1}}>
        <List dense={dense}>
          {items.map((item) => (
            <ListItem
              key={item.sku}
              secondaryAction={
                <IconButton edge="end" aria-label={`Remove ${item.name}`}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              {withAvatar ? (
                <ListItemAvatar>
                  <Avatar>
                    <FolderIcon />
                  </Avatar>
                </ListItemAvatar>
              ) : (
                <ListItemIcon>
                  <FolderIcon />
                </ListItemIcon>
              )}
              <ListItemText primary={item.name} secondary={secondary ? `${item.stock} in stock, ${euros(item.price)}` : null} />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Box>
  );
}
