/** The trail of src/components/Breadcrumb.astro, for pages whose last crumb is only known in the browser. */
export function Breadcrumb({
  items,
  words,
  homeHref = '/',
}: {
  items: Array<{ label: string; href?: string }>;
  /** The trail's name and first crumb on a Hindi or Marathi page; English when not given. */
  words?: Record<'breadcrumb.label' | 'breadcrumb.home', string>;
  homeHref?: string;
}) {
  return (
    <nav className="breadcrumb" aria-label={words ? words['breadcrumb.label'] : 'Breadcrumb'}>
      <ol>
        <li>
          <a href={homeHref}>{words ? words['breadcrumb.home'] : 'Home'}</a>
        </li>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.label} aria-current={last ? 'page' : undefined}>
              {item.href && !last ? <a href={item.href}>{item.label}</a> : item.label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
