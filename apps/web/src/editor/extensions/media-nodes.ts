import { mergeAttributes, Node } from '@tiptap/core';
import { EDITOR } from '../constants';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    media: {
      insertVideo: (src: string) => ReturnType;
      insertAudio: (src: string) => ReturnType;
    };
  }
}

const mediaNode = (name: 'video' | 'audio', size: { width: number; height: number }, command: 'insertVideo' | 'insertAudio') =>
  Node.create({
    name,
    group: 'block',
    atom: true,
    addAttributes() {
      return { src: { default: null }, width: { default: size.width }, height: { default: size.height } };
    },
    parseHTML() {
      return [{ tag: `${name}[src]` }];
    },
    renderHTML({ HTMLAttributes }) {
      return [name, mergeAttributes(HTMLAttributes, { controls: 'controls', preload: 'metadata' })];
    },
    addCommands() {
      return {
        [command]:
          (src: string) =>
          ({ commands }: { commands: { insertContent: (content: object) => boolean } }) =>
            commands.insertContent({ type: name, attrs: { src } }),
      };
    },
  });

/** Video (default 420 × 280) and audio (400 × 95) players, docs/REQUIREMENTS.md §11. */
export const VideoNode = mediaNode('video', EDITOR.defaultVideo, 'insertVideo');
export const AudioNode = mediaNode('audio', EDITOR.defaultAudio, 'insertAudio');
