import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { LiveHub } from '../../lib/live-hub.js';

type Listener = (message: object) => void;

/** What travels through Redis: the message and the instance that published it. */
interface Envelope {
  origin: string;
  message: object;
}

export interface RedisLiveHubOptions {
  /** Channel names start with this: deployments (and test runs) sharing one Redis stay apart. */
  prefix?: string;
  /** Connection and publish failures; the hub keeps working locally and ioredis reconnects. */
  onError?: (error: unknown) => void;
}

/**
 * The live hub across server instances (REDIS_URL): one connection publishes, one subscribes
 * to exactly the topics this instance has listeners for. A message reaches this instance's
 * listeners at once when published here (so a Redis hiccup never silences a local socket) and
 * other instances through Redis; each instance ignores its own echo, so every listener sees
 * each message once.
 */
export function redisLiveHub(url: string, options: RedisLiveHubOptions = {}): LiveHub {
  const prefix = options.prefix ?? 'kaoshi:live:';
  const onError = options.onError ?? (() => {});
  const origin = randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  // ioredis subscribes this connection again to every channel after a reconnect.
  const subscriber = new Redis(url);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const listeners = new Map<string, Set<Listener>>();

  const deliver = (topic: string, message: object) => {
    // A copy: a listener that unsubscribes while being called must not skip its neighbours.
    for (const listener of [...(listeners.get(topic) ?? [])]) {
      try {
        listener(message);
      } catch (error) {
        onError(error);
      }
    }
  };

  subscriber.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(prefix)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch (error) {
      onError(error);
      return;
    }
    if (envelope.origin !== origin) deliver(channel.slice(prefix.length), envelope.message);
  });

  return {
    publish(topic, message) {
      deliver(topic, message);
      const envelope: Envelope = { origin, message };
      publisher.publish(prefix + topic, JSON.stringify(envelope)).catch(onError);
    },
    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        subscriber.subscribe(prefix + topic).catch(onError);
      }
      set.add(listener);
      const topicListeners = set;
      return () => {
        if (!topicListeners.delete(listener) || topicListeners.size > 0) return;
        listeners.delete(topic);
        // Commands on one connection run in order, so a quick re-subscribe still ends subscribed.
        subscriber.unsubscribe(prefix + topic).catch(onError);
      };
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
