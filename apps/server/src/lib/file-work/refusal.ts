import type { MessageKey, MessageParams } from '@kaoshi/contracts';

/**
 * A file refused for what it holds (too large, not readable, not an image). Thrown inside the
 * worker threads, where the server's AppError is not at hand, and handed back across the thread
 * boundary as plain data: the pool turns it into the 40000 refusal the caller would have sent.
 */
export class FileRefusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
  }
}
