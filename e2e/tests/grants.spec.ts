import { API } from '@kaoshi/contracts';
import { expect, type Page, test } from '@playwright/test';
import { api, chooseOption, loginAs, tokenOf, unique, forgetSignIn, ownsDemoPassword } from './helpers';

interface TreeNode {
  permissionId: number;
  permissionKey: string;
  children?: TreeNode[];
}
const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

/** As the administrator: a role with exactly these keys, and a user holding it. */
async function staffWith(page: Page, prefix: string, keys: string[]) {
  const response = await page.request.get(API.listPermissionTree, { headers: { Authorization: `Bearer ${await tokenOf(page)}` } });
  const ids = new Map(
    flatten(((await response.json()) as { data: TreeNode[] }).data).map((node) => [node.permissionKey, node.permissionId]),
  );
  const username = unique(prefix);
  const { roleId } = await api<{ roleId: number }>(page, API.addRole, { roleKey: username.toUpperCase(), roleName: `Role ${username}` });
  await api(page, API.bindRoleWithPermission, { roleId, permissionIds: keys.map((key) => ids.get(key)) });
  await api(page, API.addUser, { username, nickName: username, userType: 0, roleIds: [roleId] });
  ownsDemoPassword(username);
  return { username, roleName: `Role ${username}` };
}

/** Who may grant what: the screens show the server's refusal to anyone granting beyond what they hold. */
test.describe('granting roles and permissions', () => {
  test('a user manager is told he cannot hand out the publisher role', async ({ page }) => {
    await loginAs(page, 'admin');
    const manager = await staffWith(page, 'um', ['SYSTEM', 'SYSTEM-USER']);
    await forgetSignIn(page);
    await loginAs(page, manager.username);
    await page.goto('/system/userManage');
    await page.getByRole('button', { name: 'Add' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByLabel('Username').fill(unique('pub'));
    await dialog.getByLabel('Name', { exact: true }).fill('Would-be publisher');
    await chooseOption(page, 'Roles', 'Exam publisher');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(
      page.getByText(/You can only grant a role whose permissions and roles you hold yourself: "Exam publisher" carries SUPER/),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    for (const width of [1440, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/grants-user-${width}.png` });
    }
  });

  test('a role manager is told he cannot bind a permission he lacks', async ({ page }) => {
    await loginAs(page, 'admin');
    const manager = await staffWith(page, 'rm', ['SYSTEM', 'SYSTEM-ROLE']);
    const target = await staffWith(page, 'tg', ['SYSTEM']);
    await forgetSignIn(page);
    await loginAs(page, manager.username);
    await page.goto('/system/roleManage');
    await page
      .getByRole('row', { name: new RegExp(target.username.toUpperCase()) })
      .getByRole('button', { name: 'Permissions' })
      .click();
    const drawer = page.getByRole('dialog', { name: `Permissions of ${target.roleName}` });
    await drawer.getByText('Users (SYSTEM-USER)').click();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('You can only bind permissions you hold yourself; you do not hold SYSTEM-USER.')).toBeVisible();
    for (const width of [1440, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/grants-role-${width}.png` });
    }
  });
});
