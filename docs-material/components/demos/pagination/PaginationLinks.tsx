import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';

// Each item is a link to `?page=n`, as a router's Link would render it: the page can be bookmarked
// and opened in a new tab. The demo keeps the query in state instead of changing this page's URL.
export default function PaginationLinks() {
  const [query, setQuery] = React.useState('?page=3');
  const page = Number(new URLSearchParams(query).get('page') ?? '1');
  return (
    <div>
      <Typography variant="body2" sx={{mb: 1}}>
        Location: /workshop/jobs{query}
      </Typography>
      <Pagination
        page={page}
        count={10}
        aria-label="Workshop jobs"
        renderItem={(item) => {
          const to = item.page === 1 ? '' : `?page=${item.page}`;
          return (
            <PaginationItem
              component="a"
              href={`#jobs${to}`}
              {...item}
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                setQuery(to);
              }}
            />
          );
        }}
      />
    </div>
  );
}
