// The caps are pure and shared with the renderer's preview (src/shared/markdown/complexity.ts).
export * from '@shared/markdown/complexity';
