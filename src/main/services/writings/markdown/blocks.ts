// The splitter is pure and shared with the renderer's preview (src/shared/markdown/blocks.ts).
export * from '@shared/markdown/blocks';
