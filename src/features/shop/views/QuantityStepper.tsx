import { useEffect, useId, useState } from 'react';
import { clampQuantity } from '#/features/shop/cart.ts';
import type { CatalogueWords } from '#/features/shop/catalogue-words.ts';
import { MAX_QUANTITY } from '#/features/shop/shop.ts';
import { fill } from '#/lib/i18n.ts';
import { Icon } from './Icons.tsx';

/**
 * − [ n ] + and, where asked, a reset to the minimum. The box accepts typing (it may be empty
 * for a moment while someone types); `onChange` only ever gets a whole number between `min`
 * and MAX_QUANTITY. `itemName` tells screen readers which item's quantity this is when a page
 * has several. At a limit the button says so (aria-disabled) but keeps its focus, so a
 * keyboard user pressing it repeatedly is not dropped back to the top of the page.
 */
export function QuantityStepper({
  value,
  min,
  onChange,
  itemName,
  showReset = false,
  disabled = false,
  words,
}: {
  value: number;
  min: number;
  onChange: (quantity: number) => void;
  itemName?: string;
  showReset?: boolean;
  /** Until its code has started (a server-rendered stepper before hydration): nothing to press yet. */
  disabled?: boolean;
  /** The stepper's words on a Hindi or Marathi page (the cart's); English when not given. */
  words?: Pick<
    CatalogueWords,
    'quantity.label' | 'quantity.of' | 'quantity.decrease' | 'quantity.increase'
  > &
    Partial<Pick<CatalogueWords, 'quantity.reset'>>;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const of = itemName
    ? words
      ? fill(words['quantity.of'], { item: itemName })
      : ` of ${itemName}`
    : '';
  const commit = (next: number) => {
    const quantity = clampQuantity(next, min);
    setText(String(quantity));
    if (quantity !== value) onChange(quantity);
  };
  const atMin = value <= min;
  const atMax = value >= MAX_QUANTITY;
  return (
    <div className="stepper">
      <label htmlFor={id} className="stepper__label">
        {words ? words['quantity.label'] : 'Quantity'}
        {of && <span className="visually-hidden">{of}</span>}
      </label>
      <div className="stepper__controls">
        <button
          type="button"
          className="stepper__button"
          aria-label={words ? fill(words['quantity.decrease'], { of }) : `Decrease quantity${of}`}
          aria-disabled={atMin}
          disabled={disabled}
          onClick={() => !atMin && commit(value - 1)}
        >
          <Icon name="minus" />
        </button>
        <input
          id={id}
          className="stepper__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={MAX_QUANTITY}
          step={1}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value !== '') commit(Number(event.target.value));
          }}
          onBlur={() => commit(text === '' ? min : Number(text))}
        />
        <button
          type="button"
          className="stepper__button"
          aria-label={words ? fill(words['quantity.increase'], { of }) : `Increase quantity${of}`}
          aria-disabled={atMax}
          disabled={disabled}
          onClick={() => !atMax && commit(value + 1)}
        >
          <Icon name="plus" />
        </button>
        {showReset && (
          <button
            type="button"
            className="stepper__button stepper__reset"
            aria-label={
              words?.['quantity.reset']
                ? fill(words['quantity.reset'], { of, min })
                : `Reset quantity${of} to ${min}`
            }
            disabled={disabled}
            onClick={() => commit(min)}
          >
            <Icon name="reset" />
          </button>
        )}
      </div>
    </div>
  );
}
