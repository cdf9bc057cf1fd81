import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import BuildIcon from '@mui/icons-material/Build';
import EventIcon from '@mui/icons-material/Event';

// The icons are decoration next to visible text: MUI's SvgIcon sets aria-hidden on them.
export default function BreadcrumbsIcons() {
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <Link underline="hover" color="inherit" href="#home" sx={{display: 'flex', alignItems: 'center'}}>
        <HomeIcon sx={{mr: 0.5}} fontSize="inherit" />
        Home
      </Link>
      <Link underline="hover" color="inherit" href="#workshop" sx={{display: 'flex', alignItems: 'center'}}>
        <BuildIcon sx={{mr: 0.5}} fontSize="inherit" />
        Workshop
      </Link>
      <Typography sx={{color: 'text.primary', display: 'flex', alignItems: 'center'}}>
        <EventIcon sx={{mr: 0.5}} fontSize="inherit" />
        Book a service
      </Typography>
    </Breadcrumbs>
  );
}
