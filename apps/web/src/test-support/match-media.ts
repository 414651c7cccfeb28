/** A media query's answer, as jsdom would give one if it had layout. */
const answer = (query: string, matches: boolean) =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

/**
 * jsdom has no media queries, and Ant Design's responsive grid and form ask for them: a test
 * that renders them calls this in beforeAll. It only fills the gap, so a stub a test sets up
 * itself stays.
 */
export function stubMatchMedia() {
  window.matchMedia ??= (query: string) => answer(query, false);
}

/** jsdom has no layout: media queries answered as for a screen `width` px wide (antd's breakpoints are min/max-width). */
export function screenWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return answer(query, (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])));
  };
}
