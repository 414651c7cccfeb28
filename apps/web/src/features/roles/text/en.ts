export const en = {
  roleKey: 'Role key',
  roleName: 'Role name',
  userCount: 'Users',
  builtIn: 'Built-in',
  addTitle: 'Add role',
  editTitle: 'Edit role',
  permissions: 'Permissions',
  permissionsTitle: 'Permissions of {{name}}',
  superAdminAll: 'SUPER_ADMIN holds every permission; nothing to bind.',
};
