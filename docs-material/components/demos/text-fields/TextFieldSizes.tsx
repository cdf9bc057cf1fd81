import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldSizes() {
  return (
    <Stack spacing={2} sx={{alignItems: 'center'}}>
      {(['outlined', 'filled', 'standard'] as const).map((variant) => (
        <Stack key={variant} direction="row" spacing={2} sx={{alignItems: 'flex-end'}}>
          <TextField id={`sku-small-${variant}`} label="SKU" defaultValue="TBL-OAK-180" size="small" variant={variant} />
          <TextField id={`sku-medium-${variant}`} label="SKU" defaultValue="TBL-OAK-180" variant={variant} />
        </Stack>
      ))}
    </Stack>
  );
}
