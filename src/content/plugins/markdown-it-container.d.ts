// Types for markdown-it-container (its DefinitelyTyped package pins an older markdown-it).
declare module 'markdown-it-container' {
  import type { MarkdownIt, Token } from 'markdown-it';
  interface ContainerOptions {
    validate?(params: string, markup: string): boolean;
    render?(tokens: Token[], index: number, options: unknown, env: unknown, self: unknown): string;
    marker?: string;
  }
  const container: (md: MarkdownIt, name: string, options?: ContainerOptions) => void;
  export default container;
}
