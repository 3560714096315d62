export type PlatformEvent = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description?: string;
  location: string;
  is_online: boolean;
  starts_at: string;
  ends_at: string;
  capacity: number | null;
  seats_left: number | null;
  is_past: boolean;
  applied: boolean | null;
};
