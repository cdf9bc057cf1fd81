import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const FILTERS = ['Size 54', 'Under €1,500'];

export default function ChipDeletable() {
  const [filters, setFilters] = React.useState(FILTERS);
  return (
    <Stack direction="row" spacing={1} sx={{alignItems: 'center', minHeight: 36}}>
      {filters.map((filter, index) => (
        <Chip
          key={filter}
          label={filter}
          variant={index === 0 ? 'filled' : 'outlined'}
          onDelete={() => setFilters(filters.filter((f) => f !== filter))}
        />
      ))}
      {filters.length < FILTERS.length && (
        <Button size="small" onClick={() => setFilters(FILTERS)}>
          Restore filters
        </Button>
      )}
    </Stack>
  );
}
