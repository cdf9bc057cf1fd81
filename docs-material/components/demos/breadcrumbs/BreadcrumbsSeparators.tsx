import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

const trail = [
  <Link key="shop" underline="hover" color="inherit" href="#shop">
    Shop
  </Link>,
  <Link key="apparel" underline="hover" color="inherit" href="#shop-apparel">
    Apparel
  </Link>,
  <Typography key="jacket" sx={{color: 'text.primary'}}>
    Rain jacket
  </Typography>,
];

export default function BreadcrumbsSeparators() {
  return (
    <Stack spacing={2}>
      <Breadcrumbs separator="›" aria-label="breadcrumb, chevron text">
        {trail}
      </Breadcrumbs>
      <Breadcrumbs separator="-" aria-label="breadcrumb, dash">
        {trail}
      </Breadcrumbs>
      <Breadcrumbs separator={<NavigateNextIcon fontSize="small" />} aria-label="breadcrumb, icon">
        {trail}
      </Breadcrumbs>
    </Stack>
  );
}
