import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const PATH = ['Shop', 'Bikes', 'Gravel', 'Steel frames', 'Size 54'];

// With maxItems={3}, a trail of six items shows its first and last item around an ellipsis button;
// activating the button (click, Enter or Space) reveals the hidden items.
export default function BreadcrumbsCollapsed() {
  return (
    <Breadcrumbs maxItems={3} aria-label="breadcrumb">
      {PATH.map((label, index) => (
        <Link key={label} underline="hover" color="inherit" href={`#level-${index}`}>
          {label}
        </Link>
      ))}
      <Typography sx={{color: 'text.primary'}}>Frame FR-GRV-54</Typography>
    </Breadcrumbs>
  );
}
