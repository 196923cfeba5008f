export const PLACES: { place_id: number; display_name: string; address: Record<string, string> }[];
export const VIDEOS: Record<string, string>;
export type OutsideWorld = {
  url: string;
  env: Record<string, string>;
  requests: { method?: string; path: string; query: Record<string, string>; userAgent?: string }[];
  close: () => Promise<void>;
};
export function startOutsideWorld(port?: number): Promise<OutsideWorld>;
