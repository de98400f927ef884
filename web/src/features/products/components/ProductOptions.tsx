import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes } from 'react';
import type { ProductRef } from '@/lib/api/types';
import { formatUnitPrice } from '../lib/format';

export const productLabel = (product: Pick<ProductRef, 'code' | 'name'>) => `${product.code} · ${product.name}`;

/** A product in a search's list of options: code and name, then supplier and price. */
export function ProductOption({ product, ...props }: HTMLAttributes<HTMLLIElement> & { product: ProductRef }) {
  return (
    <Box component="li" {...props}>
      <Box>
        <Typography>{productLabel(product)}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {product.supplier_name} · {formatUnitPrice(product.list_price, product.selling_unit)}
          {product.status === 'discontinued' ? ' · Discontinued' : ''}
        </Typography>
      </Box>
    </Box>
  );
}
