import { configure } from '@testing-library/react';

/**
 * Waits in web tests: a finding query gives up after 5 s rather than Testing Library's 1 s. A
 * screen that renders in 50 ms alone took over a second on a two-core machine busy with other
 * test runs, and a passing query returns as soon as it finds, so only a real failure waits.
 */
configure({ asyncUtilTimeout: 5000 });
