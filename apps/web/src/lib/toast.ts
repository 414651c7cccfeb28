import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import '../components/plain/plain.css';
import { TONE_ICONS, type Tone } from '../components/plain/tone-icons';
import i18n from '../i18n';
import type { NoticeContent, Notifier } from './notifier';

const regions = new Map<string, HTMLElement>();

/** A live region at the edge of the window, made once (polite: during an outage the same words must not keep interrupting). */
function region(className: string) {
  const existing = regions.get(className);
  if (existing?.isConnected) return existing;
  const container = document.createElement('div');
  container.className = className;
  container.setAttribute('role', 'status');
  container.setAttribute('aria-live', 'polite');
  document.body.append(container);
  regions.set(className, container);
  return container;
}

function svg(node: AbstractNode): Element {
  const element = document.createElementNS('http://www.w3.org/2000/svg', node.tag);
  for (const [name, value] of Object.entries(node.attrs)) element.setAttribute(name, value);
  element.append(...(node.children ?? []).map(svg));
  return element;
}

function icon(definition: IconDefinition) {
  const holder = document.createElement('span');
  holder.className = 'kx-icon';
  holder.setAttribute('aria-hidden', 'true');
  const drawing = definition.icon;
  holder.append(svg(typeof drawing === 'function' ? drawing('currentColor', '#fff') : drawing));
  return holder;
}

function textIn(tag: string, className: string, content: string) {
  const element = document.createElement(tag);
  element.className = className;
  element.textContent = content;
  return element;
}

function show(tone: Tone, notice: NoticeContent) {
  const { content, duration = 3 } = typeof notice === 'string' ? { content: notice } : notice;
  const item = document.createElement('div');
  item.className = `kx-toast kx-toast-${tone}`;
  item.append(icon(TONE_ICONS[tone]), textIn('span', '', content));
  region('kx-toasts').append(item);
  setTimeout(() => item.remove(), duration * 1000);
}

/**
 * Ant Design's notification without Ant Design: a card at the top right, with a title and a
 * description, that stays until the reader closes it.
 */
export function showNotice({ title, description }: { title: string; description: string }) {
  const card = document.createElement('div');
  card.className = 'kx-notice-card kx-toast-info';
  const body = document.createElement('div');
  body.className = 'kx-notice-card-body';
  body.append(textIn('strong', 'kx-notice-card-title', title), textIn('p', 'kx-notice-card-text', description));
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'kx-btn kx-btn-text kx-notice-card-close';
  close.setAttribute('aria-label', i18n.t('common.close'));
  close.append(icon(CloseOutlined));
  close.addEventListener('click', () => card.remove());
  card.append(icon(TONE_ICONS.info), body, close);
  region('kx-notices').append(card);
}

/** Ant Design's message without Ant Design: a line at the top of the window that goes after a few seconds. */
export const toast: Notifier = {
  error: (content) => show('error', content),
  warning: (content) => show('warning', content),
  success: (content) => show('success', content),
  info: (content) => show('info', content),
};
