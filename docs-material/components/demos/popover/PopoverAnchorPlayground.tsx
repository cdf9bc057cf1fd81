import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Popover, {type PopoverOrigin} from '@mui/material/Popover';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Vertical = 'top' | 'center' | 'bottom';
type Horizontal = 'left' | 'center' | 'right';
const VERTICAL: Vertical[] = ['top', 'center', 'bottom'];
const HORIZONTAL: Horizontal[] = ['left', 'center', 'right'];

function OriginSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: T[];
  onChange: (v: T) => void;
}) {
  const id = `popover-playground-${label.replace(/\W+/g, '-')}`;
  return (
    <FormControl size="small" sx={{minWidth: 200}}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

export default function PopoverAnchorPlayground() {
  const boxRef = React.useRef<HTMLDivElement>(null);
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [anchorOrigin, setAnchorOrigin] = React.useState<{vertical: Vertical; horizontal: Horizontal}>({
    vertical: 'bottom',
    horizontal: 'center',
  });
  const [transformOrigin, setTransformOrigin] = React.useState<{vertical: Vertical; horizontal: Horizontal}>({
    vertical: 'top',
    horizontal: 'center',
  });
  const origin = (o: {vertical: Vertical; horizontal: Horizontal}): PopoverOrigin => o;
  return (
    <Box ref={boxRef}>
      <Stack direction="row" sx={{flexWrap: 'wrap', gap: 2, mb: 3}}>
        <OriginSelect
          label="anchorOrigin.vertical"
          value={anchorOrigin.vertical}
          options={VERTICAL}
          onChange={(vertical) => setAnchorOrigin({...anchorOrigin, vertical})}
        />
        <OriginSelect
          label="anchorOrigin.horizontal"
          value={anchorOrigin.horizontal}
          options={HORIZONTAL}
          onChange={(horizontal) => setAnchorOrigin({...anchorOrigin, horizontal})}
        />
        <OriginSelect
          label="transformOrigin.vertical"
          value={transformOrigin.vertical}
          options={VERTICAL}
          onChange={(vertical) => setTransformOrigin({...transformOrigin, vertical})}
        />
        <OriginSelect
          label="transformOrigin.horizontal"
          value={transformOrigin.horizontal}
          options={HORIZONTAL}
          onChange={(horizontal) => setTransformOrigin({...transformOrigin, horizontal})}
        />
      </Stack>
      <Box sx={{display: 'flex', justifyContent: 'center', py: 4}}>
        <Button variant="outlined" onClick={(event) => setAnchorEl(event.currentTarget)}>
          Open the popover
        </Button>
      </Box>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        container={() => boxRef.current}
        anchorOrigin={origin(anchorOrigin)}
        transformOrigin={origin(transformOrigin)}
      >
        <Typography variant="body2" sx={{p: 2}}>
          Anchored at {anchorOrigin.vertical} {anchorOrigin.horizontal} of the button; this corner: {transformOrigin.vertical}{' '}
          {transformOrigin.horizontal}.
        </Typography>
      </Popover>
    </Box>
  );
}
