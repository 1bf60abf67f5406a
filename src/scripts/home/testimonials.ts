import Swiper from 'swiper';
import { A11y, EffectCoverflow, Keyboard, Navigation, Pagination } from 'swiper/modules';

/** The specification's carousel: loop, centred, auto width, coverflow 0/0/100/2, 300 ms, threshold 5. */
export function initTestimonials(root: HTMLElement): Swiper {
  const section = root.closest('section')!;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const wrapper = root.querySelector<HTMLElement>('[data-fallback-scroll]');
  wrapper?.removeAttribute('tabindex');
  return new Swiper(root, {
    modules: [Navigation, Pagination, EffectCoverflow, A11y, Keyboard],
    loop: true,
    centeredSlides: true,
    slidesPerView: 'auto',
    effect: 'coverflow',
    coverflowEffect: { rotate: 0, stretch: 0, depth: 100, modifier: 2, slideShadows: false },
    speed: reduced ? 0 : 300,
    threshold: 5,
    grabCursor: true,
    keyboard: { enabled: true, onlyInViewport: true },
    navigation: {
      prevEl: section.querySelector<HTMLElement>('[data-prev]'),
      nextEl: section.querySelector<HTMLElement>('[data-next]'),
    },
    pagination: {
      el: section.querySelector<HTMLElement>('[data-pagination]'),
      clickable: true,
    },
    a11y: {
      prevSlideMessage: 'Previous testimonial',
      nextSlideMessage: 'Next testimonial',
      paginationBulletMessage: 'Show testimonial {{index}}',
      slideLabelMessage: '{{index}} of {{slidesLength}}',
    },
  });
}
