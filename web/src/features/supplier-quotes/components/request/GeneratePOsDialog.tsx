import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { errorMessage } from '@/lib/http';
import { formatMoney, toPence } from '@/lib/money';
import type { ComparisonScope } from '../../api/comparison';
import { useGeneratePurchaseOrders } from '../../api/purchase-orders';
import type { ComparisonOut, PurchaseOrderOut } from '../../api/types';
import { plannedOrders } from '../../lib/awarded';

type Props = {
  scope: ComparisonScope;
  matrix: ComparisonOut;
  onClose: () => void;
  onDone: (made: PurchaseOrderOut[]) => void;
};

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * "Generate POs", confirmed first: which purchase orders will be drafted (one per supplier with awarded lines, its
 * lines, goods and charges), and that nothing is sent yet. A request's orders come from one call; a customer quote's
 * from one call per supplier quote. A refusal stays in the dialog, with the orders drafted before it.
 */
export function GeneratePOsDialog({ scope, matrix, onClose, onDone }: Props) {
  const generate = useGeneratePurchaseOrders();
  const [made, setMade] = useState<PurchaseOrderOut[]>([]);
  const planned = plannedOrders(matrix);
  const count = planned.length;

  const confirm = async () => {
    const drafted: PurchaseOrderOut[] = [];
    try {
      if (matrix.request_id !== null && scope.kind === 'request') {
        drafted.push(...(await generate.mutateAsync({ request_id: matrix.request_id })));
      } else {
        for (const order of planned) drafted.push(...(await generate.mutateAsync({ quoteId: order.supplierQuoteId })));
      }
    } catch {
      setMade(drafted);
      return;
    }
    onDone(drafted);
  };
  const error = generate.isError
    ? `${errorMessage(generate.error)}${made.length > 0 ? ` Drafted before it: ${made.map((po) => po.number).join(', ')}.` : ''}`
    : null;

  return (
    <ConfirmDialog
      open
      title={count === 1 ? 'Draft 1 purchase order?' : `Draft ${count} purchase orders?`}
      confirmLabel={count === 1 ? 'Draft the order' : 'Draft the orders'}
      pending={generate.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onClose={() => {
        if (made.length > 0) onDone(made);
        else onClose();
      }}
    >
      <ul aria-label="Purchase orders to draft" style={{ paddingLeft: '1.2em', margin: '0 0 1em' }}>
        {planned.map((order) => (
          <li key={order.supplierQuoteId}>
            <strong>{order.supplier}</strong> ({order.number}): {plural(order.lines, 'awarded line')}, {formatMoney(order.goods)}
            {(toPence(order.charges) ?? 0) > 0 ? ` + charges ${formatMoney(order.charges)}` : ''}
          </li>
        ))}
      </ul>
      Each order is a draft: nothing goes to the supplier until you send it from the order. Each supplier quote ordered
      from is marked ordered.
    </ConfirmDialog>
  );
}
