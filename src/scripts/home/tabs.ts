/**
 * WAI-ARIA tabs with automatic activation: arrows move and select, Home and End jump. Each
 * panel's video loads when its panel is shown and in view, plays muted in a loop unless reduced
 * motion is asked for, and has its own pause button.
 */
export function initAudienceTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[data-tab]')];
  const panels = [...root.querySelectorAll<HTMLElement>('[data-panel]')];
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // Whether the visitor wants each video playing; under reduced motion none plays until asked.
  const wanted = new Map<HTMLVideoElement, boolean>();
  const wants = (video: HTMLVideoElement) => wanted.get(video) ?? !reduced;
  let inView = false;

  const syncVideos = () => {
    panels.forEach((panel) => {
      const video = panel.querySelector('video');
      const toggle = panel.querySelector<HTMLButtonElement>('[data-video-toggle]');
      if (!video || !toggle) return;
      const active = !panel.hidden && inView;
      if (active && !video.src) video.src = video.dataset.video ?? '';
      toggle.hidden = !video.src;
      const playing = active && wants(video);
      if (playing) void video.play().catch(() => {});
      else video.pause();
      toggle.querySelector<HTMLElement>('[data-icon="pause"]')!.hidden = !playing;
      toggle.querySelector<HTMLElement>('[data-icon="play"]')!.hidden = playing;
      toggle.setAttribute(
        'aria-label',
        `${playing ? 'Pause' : 'Play'} the ${toggle.dataset.name} video`,
      );
    });
  };

  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      const selected = i === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      panels[i]!.hidden = !selected;
    });
    if (focus) tabs[index]!.focus();
    syncVideos();
  };

  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => select(i, false));
    tab.addEventListener('keydown', (event) => {
      const last = tabs.length - 1;
      const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: last }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      select((next + tabs.length) % tabs.length, true);
    });
  });

  panels.forEach((panel) => {
    const toggle = panel.querySelector<HTMLButtonElement>('[data-video-toggle]');
    const video = panel.querySelector('video');
    if (!toggle || !video) return;
    toggle.dataset.name = panel.dataset.name ?? '';
    toggle.addEventListener('click', () => {
      wanted.set(video, !wants(video));
      syncVideos();
    });
  });

  new IntersectionObserver(
    (entries) => {
      inView = entries.some((e) => e.isIntersecting);
      syncVideos();
    },
    { threshold: 0.25 },
  ).observe(root);
}
