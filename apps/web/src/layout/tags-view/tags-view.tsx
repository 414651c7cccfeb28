import { CloseOutlined } from '@ant-design/icons';
import { HOME_PATH } from '@kaoshi/contracts';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { tagsActions, tagsView } from './tags-view-store';
import { nextPathAfterClose, viewAddress, type VisitedView } from './tags-view-state';

/** docs/REQUIREMENTS.md §3: the right-click menu is 105 px wide; the tag strip scrolls with 4 px padding. */
export const CONTEXT_MENU_WIDTH_PX = 105;
export const TAG_SCROLL_PADDING_PX = 4;

export function TagsView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { visitedViews } = tagsView.use();
  const strip = useRef<HTMLDivElement>(null);

  // Keep the active tag in sight when it is off the edge of the strip.
  useEffect(() => {
    strip.current?.querySelector<HTMLElement>('.tags-view-item.active')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname, visitedViews.length]);

  const close = (view: VisitedView) => {
    tagsActions.close(view);
    if (view.path === pathname) navigate(nextPathAfterClose(tagsView.get().visitedViews, HOME_PATH));
  };
  const refresh = (view: VisitedView) => {
    tagsActions.uncache(view);
    navigate(`/redirect${viewAddress(view)}`, { replace: true });
  };
  const closeOthers = (view: VisitedView) => {
    tagsActions.closeOthers(view);
    if (view.path !== pathname) navigate(viewAddress(view));
  };
  const closeAll = () => {
    tagsActions.closeAll();
    const remaining = tagsView.get().visitedViews;
    if (!remaining.some((v) => v.path === pathname)) navigate(nextPathAfterClose(remaining, HOME_PATH));
  };

  const menuFor = (view: VisitedView): MenuProps => ({
    style: { width: CONTEXT_MENU_WIDTH_PX },
    items: [
      { key: 'refresh', label: t('shell.refresh'), onClick: () => refresh(view) },
      ...(view.meta.affix ? [] : [{ key: 'close', label: t('shell.close'), onClick: () => close(view) }]),
      { key: 'closeOthers', label: t('shell.closeOthers'), onClick: () => closeOthers(view) },
      { key: 'closeAll', label: t('shell.closeAll'), onClick: closeAll },
    ],
  });

  return (
    <nav className="tags-view" aria-label={t('shell.openTabs')} ref={strip} style={{ padding: `${TAG_SCROLL_PADDING_PX}px` }}>
      {visitedViews.map((view) => (
        <Dropdown key={view.path} menu={menuFor(view)} trigger={['contextMenu']}>
          <Link
            to={viewAddress(view)}
            className={`tags-view-item${view.path === pathname ? ' active' : ''}`}
            data-testid={`tag-${view.path}`}
            onMouseUp={(event) => {
              // A middle click closes the tab, as in a browser.
              if (event.button === 1 && !view.meta.affix) close(view);
            }}
          >
            {t(view.title)}
            {!view.meta.affix && (
              <CloseOutlined
                className="tags-view-close"
                aria-label={`${t('shell.close')} ${t(view.title)}`}
                onClick={(event) => {
                  event.preventDefault();
                  event.stopPropagation();
                  close(view);
                }}
              />
            )}
          </Link>
        </Dropdown>
      ))}
    </nav>
  );
}
