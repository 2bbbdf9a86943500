import type { RouteRecordRaw } from 'vue-router'

/** Reading principals needs Admin or Configurator; creating them also principals.manage (as the server). */
const access = { requiredRoles: ['Admin', 'Configurator'] }
const create = { ...access, requiredPermissions: ['principals.manage'] }

export const principalsRoutes: RouteRecordRaw[] = [
  {
    path: '/principals',
    component: () => import('./views/PrincipalsLayout.vue'),
    meta: { ...access, titleKey: 'principals.title' },
    children: [
      { path: '', name: 'principals', redirect: { name: 'principals-users' } },
      {
        path: 'users',
        name: 'principals-users',
        component: () => import('./views/UsersListView.vue'),
        meta: { ...access, titleKey: 'principals.users.title' },
      },
      {
        path: 'users/new',
        name: 'principals-user-new',
        component: () => import('./views/UserEditView.vue'),
        meta: { ...create, titleKey: 'principals.users.newTitle' },
      },
      {
        path: 'users/:userId',
        name: 'principals-user',
        component: () => import('./views/UserEditView.vue'),
        props: true,
        meta: { ...access, titleKey: 'principals.users.editTitle' },
      },
      {
        path: 'roles',
        name: 'principals-roles',
        component: () => import('./views/RolesListView.vue'),
        meta: { ...access, titleKey: 'principals.roles.title' },
      },
      {
        path: 'roles/new',
        name: 'principals-role-new',
        component: () => import('./views/RoleEditView.vue'),
        meta: { ...create, titleKey: 'principals.roles.newTitle' },
      },
      {
        path: 'roles/:roleId',
        name: 'principals-role',
        component: () => import('./views/RoleEditView.vue'),
        props: true,
        meta: { ...access, titleKey: 'principals.roles.editTitle' },
      },
      {
        path: 'groups',
        name: 'principals-groups',
        component: () => import('./views/GroupsListView.vue'),
        meta: { ...access, titleKey: 'principals.groups.title' },
      },
      {
        path: 'groups/new',
        name: 'principals-group-new',
        component: () => import('./views/GroupEditView.vue'),
        meta: { ...create, titleKey: 'principals.groups.newTitle' },
      },
      {
        path: 'groups/:groupId',
        name: 'principals-group',
        component: () => import('./views/GroupEditView.vue'),
        props: true,
        meta: { ...access, titleKey: 'principals.groups.editTitle' },
      },
    ],
  },
]
