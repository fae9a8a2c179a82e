/**
 * What jsdom lacks and Mantine asks for: matchMedia and ResizeObserver (colour scheme,
 * breakpoints, sizes) and FontFaceSet (the autosizing textarea listens for font loads).
 * A module of its own so slide tests need not pull in renderApp and the whole route table.
 */
export function installMatchMedia(): void {
  if (typeof window.ResizeObserver !== 'function') {
    window.ResizeObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  }
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export function installFonts(): void {
  if ('fonts' in document && document.fonts) return;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
