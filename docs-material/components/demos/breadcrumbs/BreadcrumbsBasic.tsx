import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function BreadcrumbsBasic() {
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <Link underline="hover" color="inherit" href="#shop">
        Shop
      </Link>
      <Link underline="hover" color="inherit" href="#shop-wheels">
        Wheels
      </Link>
      <Typography sx={{color: 'text.primary'}}>Alloy wheelset 700c</Typography>
    </Breadcrumbs>
  );
}
