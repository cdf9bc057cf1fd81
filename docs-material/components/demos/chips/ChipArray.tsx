import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import LockIcon from '@mui/icons-material/Lock';

const TAGS = [
  {key: 'gravel', label: 'Gravel'},
  {key: 'steel', label: 'Steel frame'},
  {key: 'disc', label: 'Disc brakes'},
  {key: 'tubeless', label: 'Tubeless ready'},
  {key: 'dynamo', label: 'Dynamo hub'},
  {key: 'used', label: 'Second hand'},
];

// "Second hand" is set by the shop and cannot be removed, so it has no delete button.
const LOCKED = 'used';

export default function ChipArray() {
  const [tags, setTags] = React.useState(TAGS);
  return (
    <Stack spacing={1.5} sx={{alignItems: 'flex-start'}}>
      <Paper
        component="ul"
        aria-label="Listing tags"
        sx={{display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 1, m: 0, minHeight: 48}}
      >
        {tags.map((tag) => (
          <li key={tag.key}>
            <Chip
              icon={tag.key === LOCKED ? <LockIcon /> : undefined}
              label={tag.label}
              onDelete={tag.key === LOCKED ? undefined : () => setTags((current) => current.filter((t) => t.key !== tag.key))}
            />
          </li>
        ))}
      </Paper>
      <Button size="small" disabled={tags.length === TAGS.length} onClick={() => setTags(TAGS)}>
        Restore tags
      </Button>
    </Stack>
  );
}
