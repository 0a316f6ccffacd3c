/**
 * The reflection length limit, in a module without zod: the home screen's reflection form imports it, and
 * importing it from the schema module kept zod (about 90 KB) and the schemas on home's start-up path.
 */
export const MAX_REFLECTION_CHARS = 4000;
