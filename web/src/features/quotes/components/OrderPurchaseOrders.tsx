import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ErrorState, LoadingRows } from '@/components/SectionStates';
import type { PurchaseOrderListItem } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { useOrderPurchaseOrders } from '../api/order-purchase-orders';
import { formatDay } from '@/lib/format';
import { purchaseOrderLink } from '../lib/quote-links';

/** "Part delivered" for part_delivered. */
const statusWords = (status: PurchaseOrderListItem['status']) => status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');

/** The purchase orders that supply the order: each opens in Buying (a purchase order links back to its order). */
export function OrderPurchaseOrders({ orderId }: { orderId: number }) {
  const orders = useOrderPurchaseOrders(orderId);
  return (
    <Box component="section" aria-label="Purchase orders">
      <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        Purchase orders
      </Typography>
      {orders.isPending && <LoadingRows label="Loading the purchase orders" rows={1} />}
      {orders.isError && <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />}
      {orders.data?.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>None yet: purchase orders made for this order in Buying are listed here.</Typography>
      )}
      {orders.data && orders.data.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          {orders.data.map((po) => (
            <Typography component="li" key={po.purchase_order_id}>
              <Link component={RouterLink} to={purchaseOrderLink(po.purchase_order_id)} underline="hover" sx={{ fontWeight: 500 }}>
                {po.number}
              </Link>
              {` · ${po.supplier.name} · ${statusWords(po.status)} · ${formatMoney(po.total)}`}
              {po.required_date && ` · required ${formatDay(po.required_date)}`}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
