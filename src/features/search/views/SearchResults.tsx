import { englishSummary, type SearchWords } from '#/features/search/search-words.ts';
import { fill, LANG_TAG } from '#/lib/i18n.ts';
import { excerptParts, type SearchLink } from '#/lib/search.ts';

/**
 * The results of a search, rendered by the search-page function into the search page's shell:
 * the pages whose title matches, then the pages whose text mentions the key. A Hindi or Marathi
 * search lists the pages in its language first, then the English ones, each marked as such.
 */
export interface TextHit {
  /** The page's address on this site (/blog/dmittest). */
  href: string;
  title: string;
  /** Pagefind's excerpt: text with <mark> around the words found. */
  excerpt: string;
}

/** The full-text hits, or null when the full-text search could not be made. */
export interface TextHits {
  /** The best of the page's language's hits, at most the number shown. */
  own: TextHit[];
  /** The English pages found from a Hindi or Marathi search; none on the English page. */
  english: TextHit[];
  /** How many pages of each mention the key, listed or not. */
  found: { own: number; english: number };
}

export interface ResultLink extends SearchLink {
  /** The language of a link's title where it is not the page's (an English page's title). */
  lang?: string;
}

interface Props {
  titleMatches: ResultLink[];
  hits: TextHits | null;
  words: SearchWords;
  /** At most this many of each language's hits are listed. */
  shownAtMost: number;
}

/** Pagefind's excerpt as text and <mark> elements: none of its HTML becomes markup. */
function Excerpt({ excerpt }: { excerpt: string }) {
  // Each part keyed by where it starts in the excerpt's text.
  let start = 0;
  const parts = excerptParts(excerpt).map((part) => {
    const at = start;
    start += part.text.length;
    return part.marked ? <mark key={at}>{part.text}</mark> : part.text;
  });
  return <p className="hit-excerpt">{parts}</p>;
}

function Hit({ hit, inEnglish, words }: { hit: TextHit; inEnglish: boolean; words: SearchWords }) {
  return (
    <li className="hit" lang={inEnglish ? LANG_TAG.en : undefined}>
      <h3>
        <a href={hit.href}>{hit.title}</a>
        {inEnglish ? (
          <span className="hit-language" lang={LANG_TAG[words.locale]}>
            {' '}
            {words.inEnglish}
          </span>
        ) : null}
      </h3>
      <Excerpt excerpt={hit.excerpt} />
    </li>
  );
}

function summary(hits: TextHits | null, titleMatches: number, props: Props): string {
  const { words, shownAtMost } = props;
  if (!hits) return words.unavailable;
  const { own, english } = hits.found;
  if (words.locale === 'en') return englishSummary(own, titleMatches, shownAtMost);
  return own + english === 0 ? words.none : fill(words.found, { local: own, english });
}

export function SearchResults(props: Props) {
  const { titleMatches, hits, words } = props;
  const nothing =
    titleMatches.length === 0 && (!hits || hits.own.length + hits.english.length === 0);
  return (
    <div className="container results">
      {titleMatches.length > 0 || nothing ? (
        <section className="group" aria-labelledby="pages-heading">
          <h2 id="pages-heading">{words.pages}</h2>
          {titleMatches.length > 0 ? (
            <ul className="pages">
              {titleMatches.map((link) => (
                <li
                  key={link.href}
                  lang={link.lang}
                  className={link.level === 1 ? 'page-link is-group' : 'page-link'}
                >
                  <a href={link.href}>{link.title}</a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty">{words.empty}</p>
          )}
        </section>
      ) : null}
      <section className="group" aria-labelledby="articles-heading">
        <h2 id="articles-heading">{words.inText}</h2>
        <p className="status" role="status">
          {summary(hits, titleMatches.length, props)}
        </p>
        {hits && hits.own.length + hits.english.length > 0 ? (
          <ol className="hits">
            {hits.own.map((hit) => (
              <Hit key={hit.href} hit={hit} inEnglish={false} words={words} />
            ))}
            {hits.english.map((hit) => (
              <Hit key={hit.href} hit={hit} inEnglish words={words} />
            ))}
          </ol>
        ) : null}
      </section>
    </div>
  );
}
