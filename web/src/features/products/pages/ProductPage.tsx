import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { MissingRecord } from '@/components/MissingRecord';
import { Page } from '@/components/Page';
import { Section } from '@/components/Section';
import { LoadingRows } from '@/components/SectionStates';
import type { ProductDetailOut } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { canDelete } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { useProduct } from '../api/get-product';
import { StatusChip } from '../components/cells';
import { DeleteProductButton } from '../components/DeleteProductButton';
import { EquivalentsSection } from '../components/EquivalentsSection';
import { PriceHistory } from '../components/PriceHistory';
import { ProductDetailsForm } from '../components/ProductDetailsForm';
import { supplierPath } from '../lib/format';
import { CATEGORY_LABELS } from '../lib/labels';
import { LEAVE_UNASKED } from '@/components/LeaveGuard';

type ScreenProps = { product: ProductDetailOut; onReload: () => Promise<ProductDetailOut | undefined> };

function ProductScreen({ product, onReload }: ScreenProps) {
  const session = useSession();
  const navigate = useNavigate();
  return (
    <Page
      title={product.name}
      actions={canDelete(session) && <DeleteProductButton product={product} onDeleted={() => void navigate('/products', LEAVE_UNASKED)} />}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: -2, mb: 3 }}>
        <Chip label={`Code ${product.code}`} size="small" variant="outlined" />
        <StatusChip status={product.status} />
        <Chip label={CATEGORY_LABELS[product.category]} size="small" variant="outlined" />
        <Typography>
          from{' '}
          <Link component={RouterLink} to={supplierPath(product.supplier_id)}>
            {product.supplier_name}
          </Link>
        </Typography>
      </Stack>
      <Stack spacing={3}>
        <Section title="Details">
          <Stack spacing={2.5}>
            <ProductDetailsForm product={product} onReload={onReload} />
            <Typography variant="body2" color="text.secondary">
              Added by {product.created_by_name} on {formatDateTime(product.created_at)} · Last changed{' '}
              {formatDateTime(product.updated_at)}
            </Typography>
          </Stack>
        </Section>
        <EquivalentsSection product={product} onReload={onReload} />
        <PriceHistory changes={product.price_history} />
      </Stack>
    </Page>
  );
}

const PRODUCTS = { to: '/products', label: 'Back to products' };

function Missing({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Page title="Product">
      <MissingRecord message={message} onRetry={onRetry} back={PRODUCTS} />
    </Page>
  );
}

function ProductLoader({ productId }: { productId: number }) {
  const product = useProduct(productId);
  if (product.isPending) {
    return (
      <Page title="Product">
        <LoadingRows label="Loading product" rows={5} />
      </Page>
    );
  }
  if (product.isError) return <Missing message={errorMessage(product.error)} onRetry={() => void product.refetch()} />;
  return <ProductScreen product={product.data} onReload={async () => (await product.refetch()).data} />;
}

/** /products/:productId: the product's details (edited in place), equivalents and price history. */
export default function ProductPage() {
  const { productId } = useParams();
  const id = /^\d+$/.test(productId ?? '') ? Number(productId) : null;
  if (id === null || id < 1 || !Number.isSafeInteger(id)) {
    return <Missing message="There is no such product. Open one from the product list." />;
  }
  return <ProductLoader key={id} productId={id} />;
}
