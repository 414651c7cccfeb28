import { CONSOLE_ROUTES, filterRoutes } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { STUDENT_PATHS } from '../lib/session';
import { decideRoute } from './route-access';

const teacher = filterRoutes(CONSOLE_ROUTES, { roles: ['TEACHER'], permissions: ['SCHOOL', 'SCHOOL-SCHOOLMANAGE'] });
const admin = filterRoutes(CONSOLE_ROUTES, { roles: ['SUPER_ADMIN'], permissions: [] });
const student = filterRoutes(CONSOLE_ROUTES, { roles: ['STUDENT'], permissions: ['STUDENT-EXAM'] });

describe('route guard decisions (docs/REQUIREMENTS.md §2.4)', () => {
  it('sends / to the dashboard', () =>
    expect(decideRoute('/', teacher, false, STUDENT_PATHS)).toEqual({ kind: 'redirect', to: '/dashboard' }));
  it('sends a student asking for /dashboard to /kaoshi', () =>
    expect(decideRoute('/dashboard', student, true, STUDENT_PATHS)).toEqual({ kind: 'redirect', to: '/kaoshi' }));
  it('lets a student reach the exam room', () => expect(decideRoute('/socketA', student, true, STUDENT_PATHS).kind).toBe('render'));
  it('sends an unknown path to /404', () =>
    expect(decideRoute('/no/such/page', teacher, false, STUDENT_PATHS)).toEqual({ kind: 'redirect', to: '/404' }));
  it('sends a path the user may not open to /', () =>
    expect(decideRoute('/system/userManage', teacher, false, STUDENT_PATHS)).toEqual({ kind: 'redirect', to: '/' }));
  it('renders an allowed page', () => expect(decideRoute('/school/schoolManage', teacher, false, STUDENT_PATHS).kind).toBe('render'));
  it("opens the required analysis addresses (ROUTE_ALIASES) as the console's analysis pages", () => {
    const aliases: [string, string][] = [
      ['/examClassRanking', '/examAnalysis/examClassRanking'],
      ['/isPassStatistics', '/examAnalysis/isPassStatistics'],
      ['/examSupplementary', '/examAnalysis/examSupplementary'],
    ];
    for (const [spec, page] of aliases)
      expect(decideRoute(spec, admin, false, STUDENT_PATHS)).toEqual({ kind: 'redirect', to: page, keepQuery: true });
  });
  it('lets SUPER_ADMIN open every page', () =>
    expect(decideRoute('/examPublishManage/publishManage', admin, false, STUDENT_PATHS).kind).toBe('render'));
});
