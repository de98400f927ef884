import RemoveIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Section } from '@/components/Section';
import { EmptyState } from '@/components/SectionStates';
import type { ProjectDetailOut, SuggestedProductOut } from '@/lib/api/types';
import { errorMessage } from '@/lib/http';
import { useSnackbar } from '@/lib/snackbar';
import { useRemoveSuggestedProduct } from '../api/suggested-products';
import { formatMoney } from '@/lib/money';
import { productPath } from '../lib/paths';
import { unitLabel } from '../lib/units';
import { SuggestProductForm } from './SuggestProductForm';
import { stackedOnPhone, useStackedRows } from '@/lib/stacked-rows';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Products the job may need, with quantities and notes: suggest another, or take one off. */
export function SuggestedProductsSection({ project }: { project: ProjectDetailOut }) {
  const stack = useStackedRows();
  const remove = useRemoveSuggestedProduct();
  const { showSuccess } = useSnackbar();
  const [removing, setRemoving] = useState<SuggestedProductOut | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const items = project.suggested_products;

  const confirmRemove = () => {
    if (!removing) return;
    setRemoveError(null);
    remove.mutate(
      { project_id: project.project_id, product_id: removing.product_id },
      {
        onSuccess: () => {
          showSuccess(`${removing.name} is no longer suggested.`);
          setRemoving(null);
        },
        onError: (failure) => setRemoveError(errorMessage(failure)),
      },
    );
  };

  return (
    <Section title="Suggested products">
      <SuggestProductForm projectId={project.project_id} />
      {items.length === 0 ? (
        <EmptyState>No products suggested yet. Find one in the catalogue above.</EmptyState>
      ) : (
        <TableContainer sx={{ mt: 2 }}>
          <Table ref={stack} aria-label="Suggested products" size="small" sx={stackedOnPhone}>
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>Product</TableCell>
                <TableCell>Supplier</TableCell>
                <TableCell>List price</TableCell>
                <TableCell>Quantity</TableCell>
                <TableCell>Note</TableCell>
                <TableCell aria-label="Actions" />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.product_id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.code}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={productPath(item.product_id)} underline="hover">
                      {item.name}
                    </Link>
                  </TableCell>
                  <TableCell>{item.supplier_name}</TableCell>
                  <TableCell sx={numeric}>
                    {formatMoney(item.list_price)} {unitLabel(item.selling_unit)}
                  </TableCell>
                  <TableCell sx={numeric}>{item.quantity ? Number(item.quantity).toLocaleString('en-GB') : '—'}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{item.note || '—'}</TableCell>
                  <TableCell align="right">
                    <Tooltip title="Remove the suggestion">
                      <IconButton aria-label={`Remove ${item.name}`} onClick={() => setRemoving(item)}>
                        <RemoveIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''}?`}
        confirmLabel="Remove"
        destructive
        pending={remove.isPending}
        error={removeError}
        onConfirm={confirmRemove}
        onClose={() => {
          setRemoving(null);
          setRemoveError(null);
        }}
      >
        {`${removing?.name ?? ''} will no longer be suggested for ${project.name}. The product stays in the catalogue.`}
      </ConfirmDialog>
    </Section>
  );
}
