import type { Shape } from '../../../i18n/shape';
import type { en } from './en';

export const es: Shape<typeof en> = {
  permissionKey: 'Clave del permiso',
  name: 'Nombre',
  type: 'Tipo',
  linkType: 'Tipo de enlace',
  url: 'URL',
  sort: 'Orden',
  parent: 'Superior',
  root: '(nivel superior)',
  addTitle: 'Añadir permiso',
  editTitle: 'Editar permiso',
  addChild: 'Añadir hijo',
  typeMenu: 'Menú',
  typeButton: 'Botón',
  linkNormal: 'Normal',
  linkExternal: 'Externo',
  builtIn: 'Integrado',
};
