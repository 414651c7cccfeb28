import type { TablePaginationConfig } from 'antd';

/** Every analysis table: paged in the browser (the server answers the whole selection), scrolls sideways on narrow screens. */
export const PAGINATION: TablePaginationConfig = {
  defaultPageSize: 20,
  showSizeChanger: true,
  pageSizeOptions: [10, 20, 50, 100],
  hideOnSinglePage: true,
};
export const TABLE_SCROLL = { x: 'max-content' as const };
