/** The model service's entry point (one shape for every service: services/<area>/index.ts). */
export * from './model-service';
