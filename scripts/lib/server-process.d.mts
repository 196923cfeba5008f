export const SERVER_NODE_FLAGS: string[];
export const SERVER_MALLOC_ENV: Record<string, string>;
export function serverProcessEnv<T extends Record<string, string | undefined>>(env: T): T & Record<string, string>;
