/**
 * The examples gallery's building block: a row of cards, each with a title linking to the page that
 * explains the chart and a small live chart that is only mounted once the card nears the viewport.
 * Links are relative (`bars`, `pie-demo#center-label`), so they stay within the reader's language.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export const THUMBNAIL_HEIGHT = 150;

export interface Example {
  title: string;
  /** Page of the chart, relative to the examples page. */
  href: string;
  /** Draws the small chart; called only once the card is near the viewport. */
  render: () => React.ReactNode;
}

function LazyThumbnail({render}: {render: Example['render']}) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [near, setNear] = React.useState(false);

  React.useEffect(() => {
    const node = ref.current;
    if (!node || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: '150px'},
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  return (
    <Box ref={ref} data-thumbnail-mounted={near} sx={{height: THUMBNAIL_HEIGHT}}>
      {near ? render() : null}
    </Box>
  );
}

export default function ExampleStrip({examples}: {examples: Example[]}) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(190px, 1fr)',
        gap: 2,
        m: 0,
        p: 0,
        listStyle: 'none',
        overflowX: 'auto',
      }}
    >
      {examples.map((example) => (
        <Box
          component="li"
          key={example.title}
          data-example-card={example.href}
          sx={{border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, bgcolor: 'background.paper', minWidth: 0}}
        >
          <Typography variant="subtitle2" component="p" noWrap sx={{mb: 1}}>
            <Link href={example.href} underline="hover" data-example-link>
              {example.title}
            </Link>
          </Typography>
          <LazyThumbnail render={example.render} />
        </Box>
      ))}
    </Box>
  );
}
