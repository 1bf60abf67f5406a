import ArticleImage from './ArticleImage.astro';
import Email from './Email.astro';
import OfficeAddress from './OfficeAddress.astro';
import Phone from './Phone.astro';
import RevealBlockquote from './RevealBlockquote.astro';
import RevealH2 from './RevealH2.astro';
import RevealH3 from './RevealH3.astro';
import RevealOl from './RevealOl.astro';
import RevealP from './RevealP.astro';
import RevealUl from './RevealUl.astro';

/**
 * Components for an article's MDX (`<Content components={articleComponents} />`): each block
 * fades and scales in when it comes into view (`data-reveal`, src/scripts/reveal.ts), and
 * pictures are responsive. A paragraph inside a list item or quotation is revealed with it.
 */
export const articleComponents = {
  p: RevealP,
  h2: RevealH2,
  h3: RevealH3,
  ul: RevealUl,
  ol: RevealOl,
  blockquote: RevealBlockquote,
  img: ArticleImage,
};

/**
 * Contact details for MDX that states them (the legal pages): `<Email of="grievance" />`,
 * `<Phone of="care" />` and `<OfficeAddress />` read content/company.json, so a change there
 * reaches the policies too.
 */
export const contactComponents = { Email, Phone, OfficeAddress };
