import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const STATUSES = [
  {label: 'Waiting', color: 'default'},
  {label: 'Quoted', color: 'primary'},
  {label: 'Parts ordered', color: 'secondary'},
  {label: 'In repair', color: 'info'},
  {label: 'Ready', color: 'success'},
  {label: 'Overdue', color: 'warning'},
  {label: 'Cancelled', color: 'error'},
] as const;

export default function ChipColors() {
  return (
    <Stack spacing={1}>
      {(['filled', 'outlined'] as const).map((variant) => (
        <Stack key={variant} direction="row" useFlexGap spacing={1} sx={{flexWrap: 'wrap'}}>
          {STATUSES.map((status) => (
            <Chip key={status.label} label={status.label} color={status.color} variant={variant} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
