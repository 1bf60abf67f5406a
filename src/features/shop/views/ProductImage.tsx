/** Shown when a product has no picture yet: a calm tile with the Psycortex mark. */
export const PLACEHOLDER_IMAGE = '/assets/shop/placeholder.svg';

/**
 * A product picture in a 4:3 frame whose size is known before it loads (no layout shift).
 * A real picture is described by the product's name; the placeholder shows nothing about
 * the product, so it is decorative (empty alt) and screen readers skip it.
 */
export function ProductImage({
  src,
  name,
  eager = false,
  className = 'product-image',
}: {
  src: string | null;
  name: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={src ?? PLACEHOLDER_IMAGE}
      alt={src ? name : ''}
      width={400}
      height={300}
      loading={eager ? 'eager' : 'lazy'}
      // An eager picture is the page's largest paint: the browser fetches it first.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
