import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import type { AdminProduct } from '#/api/admin-products.ts';
import { ADMIN_PANEL_MESSAGES } from '#/features/admin/admin.ts';
import {
  $deleteCandidate,
  $products,
  $productsMessage,
  askDelete,
  cancelDelete,
  confirmDelete,
  startEdit,
} from '#/features/admin/products/products.store.ts';
import { Dialog, SCREEN_HEADING_ID, ScreenHeading } from '#/features/admin/shared.tsx';
import { formatPrice } from '#/lib/money.ts';
import { ProductForm } from './ProductForm.tsx';

/** The shop's products: the list, the add/edit form, and deleting after a confirmation. */
export function ProductsScreen() {
  const message = useStore($productsMessage);
  return (
    <section aria-labelledby={SCREEN_HEADING_ID}>
      <ScreenHeading>Products</ScreenHeading>
      {/* Present from the start, so that what is written into it later is announced. */}
      <div role="status" aria-live="polite" className="admin-message">
        {message && (
          <p className={`notice notice--${message.tone}`}>
            <span>
              {message.text}
              {message.detail && <span className="admin-message__detail">{message.detail}</span>}
            </span>
          </p>
        )}
      </div>
      <div className="products-layout">
        <ProductList />
        <ProductForm />
      </div>
      <DeleteDialog />
    </section>
  );
}

function ProductList() {
  const state = useStore($products);
  const products =
    state.status === 'ready' ? state.data : state.status === 'loading' ? state.previous : undefined;
  return (
    <section className="product-list" aria-labelledby="product-list-title">
      <h3 id="product-list-title">Products in the shop</h3>
      {state.status === 'loading' && !products && <p className="admin-status">Loading products…</p>}
      {state.status === 'failed' && <p className="admin-status">{state.message}</p>}
      {products && products.length === 0 && <p className="admin-status">No products yet.</p>}
      {products && products.length > 0 && (
        <ul>
          {products.map((product) => (
            <ProductItem key={product.id} product={product} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ProductItem({ product }: { product: AdminProduct }) {
  const titleId = `product-${product.id}`;
  return (
    <li className="product-item">
      {product.image ? (
        <img
          className="product-item__image"
          src={product.image}
          alt=""
          width={96}
          height={72}
          loading="lazy"
        />
      ) : (
        <span className="product-item__image product-item__image--none">No image</span>
      )}
      <div className="product-item__body">
        <h4 id={titleId}>{product.name}</h4>
        <p>
          <span className="admin-muted">Factor: </span>
          {product.factor}
        </p>
        <ul className="product-item__options" aria-label={`Options of ${product.name}`}>
          {product.variants.map((variant) => (
            <li key={variant.id}>
              {variant.label}: {variant.sessions} {variant.sessions === 1 ? 'session' : 'sessions'},{' '}
              {formatPrice(variant.price)}
            </li>
          ))}
        </ul>
        <div className="product-item__actions">
          <button type="button" className="button button--ghost" onClick={() => startEdit(product)}>
            Edit<span className="visually-hidden"> {product.name}</span>
          </button>
          <button
            type="button"
            className="button button--danger-ghost"
            onClick={() => askDelete(product)}
          >
            Delete<span className="visually-hidden"> {product.name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

function DeleteDialog() {
  const candidate = useStore($deleteCandidate);
  // After a delete the button that opened the dialog is gone: focus goes to the heading, and
  // the live region says what happened.
  const deleted = useRef(false);
  return (
    <Dialog
      open={candidate !== null}
      onClose={cancelDelete}
      labelledBy="delete-title"
      describedBy="delete-question"
      restoreFocus={() => {
        const wasDeleted = deleted.current;
        deleted.current = false;
        return wasDeleted ? document.getElementById(SCREEN_HEADING_ID) : undefined;
      }}
    >
      {candidate && (
        <>
          <h2 id="delete-title">Delete {candidate.product.name}</h2>
          <p id="delete-question">{ADMIN_PANEL_MESSAGES.confirmDelete}</p>
          {candidate.product.ordered && (
            <p className="admin-help">
              It has been ordered, so it will leave the shop but stay in those orders and invoices.
            </p>
          )}
          <div className="admin-actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={cancelDelete}
              data-autofocus
            >
              Cancel
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                deleted.current = true;
                void confirmDelete();
              }}
            >
              Delete
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
