import { getImage } from 'astro:assets';
import { home } from '#/content/data.ts';

export const BANNER_SIZES = '100vw';

/**
 * The banner's pictures, one per slide: the banner shows them and the home pages preload the
 * first (it is what a phone paints last).
 */
export function bannerImages() {
  return Promise.all(
    home.banner.map((slide) =>
      getImage({
        src: slide.image,
        widths: [640, 960, 1280, 1920],
        sizes: BANNER_SIZES,
        format: 'avif',
        quality: 55,
      }),
    ),
  );
}
