import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { IMAGE_TYPES } from '#/features/admin/admin.ts';
import { described, Field } from '#/features/admin/fields.tsx';
import { variantError } from '#/features/admin/products/admin-products.ts';
import {
  $productForm,
  addVariant,
  chooseImage,
  removeVariant,
  saveProduct,
  setProductExempt,
  setProductField,
  setRemoveImage,
  setShowPreview,
  setVariantField,
  startCreate,
} from '#/features/admin/products/products.store.ts';
import { MarkdownPreview } from './MarkdownPreview.tsx';

const TITLE_ID = 'product-form-title';

/** Adds or edits a product: name, Factor, description, image and its options. */
export function ProductForm() {
  const form = useStore($productForm);
  const { values, errors, mode, editing } = form;
  const ref = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [focusRow, setFocusRow] = useState<string | null>(null);

  // Starting to edit a product brings the form into view with focus on its title.
  useEffect(() => {
    if (editing) document.getElementById(TITLE_ID)?.focus();
  }, [editing]);

  // A refused save takes focus to the first field with a message.
  useEffect(() => {
    if (form.refusals > 0)
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.refusals]);

  // A new option row takes focus on its label; a removed one gives it to "Add option".
  useEffect(() => {
    if (focusRow) document.getElementById(`${focusRow}-label`)?.focus();
  }, [focusRow]);

  // The file input cannot be set from outside; empty it when the form is reset.
  useEffect(() => {
    if (!form.imageFile && fileInput.current) fileInput.current.value = '';
  }, [form.imageFile]);

  const showCurrent = mode === 'edit' && editing?.image && !form.imageFile;
  const optionsError = errors.variants;

  return (
    <section className="product-form" aria-labelledby={TITLE_ID}>
      <h3 id={TITLE_ID} tabIndex={-1}>
        {mode === 'edit' && editing ? `Edit Product: ${editing.name}` : 'Add Product'}
      </h3>
      <form
        ref={ref}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void saveProduct();
        }}
      >
        <Field id="product-name" label="Name" error={errors.name}>
          <input
            {...described('product-name', errors.name)}
            value={values.name}
            maxLength={120}
            required
            onChange={(event) => setProductField('name', event.target.value)}
          />
        </Field>
        <Field
          id="product-factor"
          label="Factor"
          hint="What the options differ by, e.g. Duration or Number of people."
          error={errors.factor}
        >
          <input
            {...described('product-factor', errors.factor, true)}
            value={values.factor}
            maxLength={80}
            required
            onChange={(event) => setProductField('factor', event.target.value)}
          />
        </Field>
        <Field
          id="product-description"
          label="Description"
          hint="Markdown: a blank line starts a paragraph; **bold**, *italic*, - lists, [links](https://…)."
          error={errors.description}
        >
          <textarea
            {...described('product-description', errors.description, true)}
            value={values.description}
            rows={7}
            maxLength={5000}
            required
            onChange={(event) => setProductField('description', event.target.value)}
          />
        </Field>
        <fieldset className="product-form__tax">
          <legend>GST</legend>
          <Field
            id="product-sac"
            label="SAC code"
            hint="9993: human health services."
            error={errors.sacCode}
          >
            <input
              {...described('product-sac', errors.sacCode, true)}
              value={values.sacCode}
              inputMode="numeric"
              maxLength={8}
              onChange={(event) => setProductField('sacCode', event.target.value)}
            />
          </Field>
          <Field
            id="product-gst-rate"
            label="GST rate (%)"
            hint="Included in the prices; the invoice takes it out."
            error={errors.gstRate}
          >
            <input
              {...described('product-gst-rate', errors.gstRate, true)}
              value={values.gstRate}
              inputMode="decimal"
              maxLength={6}
              disabled={values.gstExempt}
              onChange={(event) => setProductField('gstRate', event.target.value)}
            />
          </Field>
          <p className="product-form__check">
            <input
              id="product-gst-exempt"
              type="checkbox"
              checked={values.gstExempt}
              onChange={(event) => setProductExempt(event.target.checked)}
            />
            <label htmlFor="product-gst-exempt">
              Exempt from GST (sold on a bill of supply, no tax charged)
            </label>
          </p>
        </fieldset>
        <div className="product-form__preview">
          <button
            type="button"
            className="button button--ghost"
            aria-expanded={form.showPreview}
            aria-controls="product-description-preview"
            onClick={() => setShowPreview(!form.showPreview)}
          >
            Preview
          </button>
          <section
            id="product-description-preview"
            className="markdown-preview"
            aria-label="Description preview"
            hidden={!form.showPreview}
          >
            {form.showPreview && <MarkdownPreview text={values.description} />}
          </section>
        </div>

        <Field
          id="product-image"
          label="Image (optional)"
          hint="PNG, JPEG or WebP, at most 5 MB."
          error={errors.image}
        >
          <input
            {...described('product-image', errors.image, true)}
            ref={fileInput}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={(event) => chooseImage(event.target.files?.[0] ?? null)}
          />
        </Field>
        {form.imagePreview && (
          <div className="product-form__image">
            {/* The caption says what the picture is; an alt text would only repeat it. */}
            <figure>
              <img src={form.imagePreview} alt="" />
              <figcaption>New image (saved with the product)</figcaption>
            </figure>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => chooseImage(null)}
            >
              Clear chosen image
            </button>
          </div>
        )}
        {showCurrent && editing?.image && (
          <div className="product-form__image">
            <figure>
              <img
                src={editing.image}
                alt=""
                className={form.removeImage ? 'is-removed' : undefined}
              />
              <figcaption>
                {form.removeImage ? 'Current image (will be removed)' : 'Current image'}
              </figcaption>
            </figure>
            <label className="admin-check">
              <input
                type="checkbox"
                checked={form.removeImage}
                onChange={(event) => setRemoveImage(event.target.checked)}
              />
              Remove image
            </label>
          </div>
        )}

        <fieldset
          className="product-form__options"
          aria-describedby={optionsError ? 'product-options-error' : undefined}
        >
          <legend>Options</legend>
          {optionsError && (
            <p className="admin-error" id="product-options-error">
              {optionsError}
            </p>
          )}
          <ol>
            {values.variants.map((row, index) => {
              const label = variantError(errors, index, 'label');
              const sessions = variantError(errors, index, 'sessions');
              const price = variantError(errors, index, 'price');
              const n = index + 1;
              return (
                <li key={row.key} className="option-row">
                  <fieldset>
                    <legend>Option {n}</legend>
                    <Field id={`${row.key}-label`} label="Label" error={label}>
                      <input
                        {...described(`${row.key}-label`, label)}
                        value={row.label}
                        maxLength={80}
                        required
                        onChange={(event) => setVariantField(row.key, 'label', event.target.value)}
                      />
                    </Field>
                    <Field id={`${row.key}-sessions`} label="Sessions" error={sessions}>
                      <input
                        {...described(`${row.key}-sessions`, sessions)}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={1000}
                        step={1}
                        value={row.sessions}
                        required
                        onChange={(event) =>
                          setVariantField(row.key, 'sessions', event.target.value)
                        }
                      />
                    </Field>
                    <Field id={`${row.key}-price`} label="Price (Rs)" error={price}>
                      <input
                        {...described(`${row.key}-price`, price)}
                        inputMode="decimal"
                        value={row.price}
                        placeholder="1,499"
                        required
                        onChange={(event) => setVariantField(row.key, 'price', event.target.value)}
                      />
                    </Field>
                    {values.variants.length > 1 && (
                      <button
                        type="button"
                        className="button button--ghost option-row__remove"
                        onClick={() => {
                          removeVariant(row.key);
                          document.getElementById('add-option')?.focus();
                        }}
                      >
                        Remove option<span className="visually-hidden"> {n}</span>
                      </button>
                    )}
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button
            id="add-option"
            type="button"
            className="button button--ghost"
            onClick={() => setFocusRow(addVariant())}
          >
            Add option
          </button>
        </fieldset>

        <div className="admin-actions">
          <button type="submit" className="button" aria-disabled={form.saving || undefined}>
            {mode === 'edit' ? 'Update Product' : 'Create Product'}
          </button>
          {mode === 'edit' && (
            <button type="button" className="button button--ghost" onClick={startCreate}>
              Cancel editing
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
