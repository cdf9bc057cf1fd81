import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {READING_LIST, type ReadingItem} from '@site/src/demo-data/getting-started';

export default function MaterialStarter() {
  const [items, setItems] = React.useState<ReadingItem[]>(READING_LIST);
  const [draft, setDraft] = React.useState('');
  const open = items.filter((item) => !item.done).length;

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    const title = draft.trim();
    if (!title) return;
    setItems((current) => [...current, {id: Math.max(0, ...current.map((i) => i.id)) + 1, title, done: false}]);
    setDraft('');
  };
  const toggle = (id: number) => setItems((current) => current.map((i) => (i.id === id ? {...i, done: !i.done} : i)));

  return (
    <Paper variant="outlined" sx={{p: 2, maxWidth: 480, mx: 'auto'}}>
      <Stack direction="row" sx={{alignItems: 'center', justifyContent: 'space-between', mb: 1}}>
        <Typography variant="h6" component="h2">
          Project checklist
        </Typography>
        <Chip label={`${open} open`} color={open ? 'primary' : 'success'} size="small" />
      </Stack>
      <List dense>
        {items.map((item) => (
          <ListItem key={item.id} dense>
            <FormControlLabel
              control={<Checkbox checked={item.done} onChange={() => toggle(item.id)} />}
              label={item.title}
              sx={{textDecoration: item.done ? 'line-through' : 'none'}}
            />
          </ListItem>
        ))}
      </List>
      <Box component="form" onSubmit={add} sx={{display: 'flex', gap: 1, mt: 1}}>
        <TextField label="New task" size="small" value={draft} onChange={(e) => setDraft(e.target.value)} sx={{flex: 1}} />
        <Button type="submit" variant="contained" disabled={!draft.trim()}>
          Add task
        </Button>
      </Box>
    </Paper>
  );
}
