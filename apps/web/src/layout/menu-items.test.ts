import { CONSOLE_ROUTES, filterRoutes } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenu, nextOpenKeys, parentKeyOf, withAlwaysExpanded } from './menu-items';

const teacher = buildMenu(
  filterRoutes(CONSOLE_ROUTES, { roles: ['TEACHER'], permissions: ['SCHOOL', 'SCHOOL-SCHOOLMANAGE', 'STUDENT-EXAM'] }),
);
const admin = buildMenu(filterRoutes(CONSOLE_ROUTES, { roles: ['SUPER_ADMIN'], permissions: [] }));

describe('sidebar menu', () => {
  it('leaves hidden routes out', () => expect(admin.map((entry) => entry.key)).not.toContain('/profile/index'));
  it('keeps /school a submenu even with one child', () => {
    const school = teacher.find((entry) => entry.key === '/school');
    expect(school?.children?.map((child) => child.key)).toEqual(['/school/schoolManage']);
  });
  it('shows a lone child directly when its parent is not alwaysShow', () =>
    expect(teacher.map((entry) => entry.key)).toContain('/exam-student/examStudentTest'));
  it('opens one submenu at a time', () => expect(nextOpenKeys(['/system', '/baseData'])).toEqual(['/baseData']));
  it('keeps /school expanded beside the open one', () => expect(withAlwaysExpanded(admin, ['/system'])).toEqual(['/school', '/system']));
  it('finds the submenu holding a page', () => expect(parentKeyOf(admin, '/system/roleManage')).toBe('/system'));
});
