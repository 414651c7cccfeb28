/* The shape notify.ts hands messages to and toast.ts implements; apart from both so neither imports the other back. */

/** What a message says, and for how many seconds (the default: 3). */
export type NoticeContent = string | { content: string; duration?: number };

/** Short messages at the top of the window; Ant Design's message instance fits this shape. */
export interface Notifier {
  error(content: NoticeContent): unknown;
  warning(content: NoticeContent): unknown;
  success(content: NoticeContent): unknown;
  info(content: NoticeContent): unknown;
}
