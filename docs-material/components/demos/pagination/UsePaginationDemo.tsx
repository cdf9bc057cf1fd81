import * as React from 'react';
import usePagination from '@mui/material/usePagination';
import {styled} from '@mui/material/styles';

const Row = styled('ul')({listStyle: 'none', padding: 0, margin: 0, display: 'flex', gap: 4, flexWrap: 'wrap'});

// usePagination returns the items (numbers, ellipses, previous and next) and their handlers;
// the markup and its styles are yours.
export default function UsePaginationDemo() {
  const {items} = usePagination({count: 14, defaultPage: 6});
  return (
    <nav aria-label="Rental history">
      <Row>
        {items.map(({page, type, selected, ...item}, index) => {
          if (type === 'start-ellipsis' || type === 'end-ellipsis') {
            return (
              <li key={index} aria-hidden>
                …
              </li>
            );
          }
          const label = type === 'page' ? String(page) : type === 'previous' ? 'Previous' : type === 'next' ? 'Next' : type;
          return (
            <li key={index}>
              <button
                type="button"
                {...item}
                aria-current={selected ? 'page' : undefined}
                style={{fontWeight: selected ? 700 : 400, minWidth: 32, padding: '4px 8px', cursor: 'pointer'}}
              >
                {label}
              </button>
            </li>
          );
        })}
      </Row>
    </nav>
  );
}
