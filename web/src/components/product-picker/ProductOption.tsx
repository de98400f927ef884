import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes } from 'react';
import type { ProductRef } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { UNIT_LABELS } from '@/lib/units';

/** "IB-5 · Tradesman Red 5": how a product reads in a picker (and in its box once chosen). */
export const productLabel = (product: Pick<ProductRef, 'code' | 'name'>) => `${product.code} · ${product.name}`;

type Props = HTMLAttributes<HTMLLIElement> & {
  product: ProductRef & { cost_price?: string };
  /** Show the cost beside the list price (the quote editor prices lines from both). */
  showCost?: boolean;
};

/** A product in a search's list of options: code and name, then supplier and price(s). */
export function ProductOption({ product, showCost = false, ...props }: Props) {
  const list = `${formatMoney(product.list_price)} ${UNIT_LABELS[product.selling_unit]}`;
  const prices = showCost && product.cost_price !== undefined ? `cost ${formatMoney(product.cost_price)} · list ${list}` : list;
  return (
    <Box component="li" {...props}>
      <Box sx={{ minWidth: 0 }}>
        <Typography>{productLabel(product)}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {product.supplier_name} · {prices}
          {product.status === 'discontinued' ? ' · Discontinued' : ''}
        </Typography>
      </Box>
    </Box>
  );
}
