/**
 * One ad, network or in-house, in the image or inline shape. Every value arrives sanitised
 * (plain text, http(s) URLs) and is rendered as text and attributes only.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {AdShape} from '../../choices';
import styles from './styles.module.css';

export interface AdCardProps {
  shape: AdShape;
  href: string;
  image: string | undefined;
  header: string;
  description: string;
  poweredBy: string;
  source: 'network' | 'in-house';
  /** Network ads open in a new tab; in-house ads are pages of this site. */
  external: boolean;
  onClick: () => void;
}

export default function AdCard({shape, href, image, header, description, poweredBy, source, external, onClick}: AdCardProps): ReactNode {
  const label = (
    <span className={styles.label}>
      {poweredBy ? (
        <Translate id="ads.poweredBy" description="Small label under an ad: who placed it" values={{name: poweredBy}}>
          {'Ad by {name}'}
        </Translate>
      ) : (
        <Translate id="ads.label" description="Small label marking an advertisement">
          Ad
        </Translate>
      )}
    </span>
  );
  return (
    <div className={shape === 'inline' ? styles.inline : styles.image} data-ad-source={source} data-ad-shape={shape}>
      <a href={href} className={styles.link} target={external ? '_blank' : undefined} rel="noopener sponsored" onClick={onClick}>
        {image && (
          <img
            className={styles.img}
            src={image}
            alt=""
            width={shape === 'inline' ? 40 : 130}
            height={shape === 'inline' ? 30 : 100}
            loading="lazy"
          />
        )}
        <span className={styles.text}>
          {header && <strong className={styles.header}>{header}</strong>}
          {header && description ? ' ' : null}
          <span className={styles.description}>{description}</span>
        </span>
      </a>
      {label}
    </div>
  );
}
