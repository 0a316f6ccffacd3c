export function rendererBuild(options?: { outDir?: string; logLevel?: 'warn' | 'error' }): {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
};
