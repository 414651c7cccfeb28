/**
 * jsdom has no media queries, and Ant Design's responsive grid and form ask for them: a test
 * that renders them calls this in beforeAll. It only fills the gap, so a stub a test sets up
 * itself stays.
 */
export function stubMatchMedia() {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
