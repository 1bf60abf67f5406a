import type { PublicProduct } from '#/api/products.ts';

/**
 * The options of a product as radio buttons, labelled by the option's label (the
 * specification's `diffrentby`) and grouped under what they differ by ("Duration").
 */
export function VariantChoice({
  product,
  selected,
  onSelect,
  idPrefix,
  optionWord = 'Option',
}: {
  product: PublicProduct;
  selected: string;
  onSelect: (variantId: string) => void;
  idPrefix: string;
  /** The group's name when the product names no factor, in the page's language. */
  optionWord?: string;
}) {
  return (
    <fieldset className="variant-choice">
      <legend>{product.factor || optionWord}</legend>
      <div className="variant-choice__options">
        {product.variants.map((variant) => {
          const id = `${idPrefix}-${variant.id}`;
          return (
            <div className="variant-choice__option" key={variant.id}>
              <input
                type="radio"
                id={id}
                name={`${idPrefix}-variant`}
                value={variant.id}
                checked={variant.id === selected}
                onChange={() => onSelect(variant.id)}
              />
              <label htmlFor={id}>{variant.label}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
