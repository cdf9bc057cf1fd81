/**
 * Which npm package belongs to which plan, and what it adds. Rows and the "what it adds" texts
 * come from the product registry (src/config/products.ts), translated by the portal-products
 * plugin (i18n/<locale>/portal-products/products.json): a new product's packages need no edit here.
 */
import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {PLANS, type Plan} from '@site/src/config/products';
import {useProducts} from '@site/src/lib/use-products';
import {packageRows} from './packageRows';
import styles from './styles.module.css';

function planLabel(plan: Plan): string {
  switch (plan) {
    case 'community':
      return translate({id: 'packageTable.plan.community', message: 'Community', description: 'Free MIT plan'});
    case 'pro':
      return translate({id: 'packageTable.plan.pro', message: 'Pro', description: 'Commercial Pro plan'});
    default:
      return translate({id: 'packageTable.plan.premium', message: 'Premium', description: 'Commercial Premium plan'});
  }
}

export interface PackageTableProps {
  /** Show only this product's packages (the product landings); all products when omitted. */
  product?: string;
  /** One row per product with a column per plan (the overview); no contents column. */
  compact?: boolean;
}

function PlanChip({plan}: {plan: Plan}): ReactNode {
  return <span className={styles[plan]}>{planLabel(plan)}</span>;
}

/** Overview shape: one row per product, one column per plan. */
function CompactTable(): ReactNode {
  const products = useProducts();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="packageTable.header.product">Product</Translate>
          </th>
          {PLANS.map((plan) => (
            <th scope="col" key={plan}>
              <PlanChip plan={plan} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <tr key={p.id}>
            <th scope="row">{p.label}</th>
            {PLANS.map((plan) => {
              const pkg = p.packages.find((candidate) => candidate.plan === plan);
              return <td key={plan}>{pkg ? <code>{pkg.name}</code> : '—'}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function PackageTable({product, compact = false}: PackageTableProps): ReactNode {
  const products = useProducts();
  if (compact) {
    return (
      <div className={styles.wrapper}>
        <CompactTable />
      </div>
    );
  }
  const rows = packageRows(products, product);
  const productIds = [...new Set(rows.map((r) => r.productId))];
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="packageTable.header.package">Package</Translate>
            </th>
            <th scope="col">
              <Translate id="packageTable.header.plan">Plan</Translate>
            </th>
            <th scope="col">
              <Translate id="packageTable.header.contents">What it contains</Translate>
            </th>
          </tr>
        </thead>
        {productIds.map((id) => {
          const productRows = rows.filter((r) => r.productId === id);
          return (
            <tbody key={id}>
              {!product && (
                <tr className={styles.group}>
                  <th scope="rowgroup" colSpan={3}>
                    {productRows[0]!.productLabel}
                  </th>
                </tr>
              )}
              {productRows.map((row) => (
                <tr key={row.name} data-plan={row.plan}>
                  <th scope="row">
                    <code>{row.name}</code>
                  </th>
                  <td>
                    <PlanChip plan={row.plan} />
                    <div className={styles.license}>
                      <Translate id="packageTable.licenseField" description="Label before the npm license field value">
                        license:
                      </Translate>{' '}
                      <code>{row.npmLicense}</code>
                    </div>
                  </td>
                  <td>{row.description}</td>
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
