export type Video = {
  id: number;
  title: string;
  description: string;
  category: string;
  duration_seconds: number;
  members_only: boolean;
  published_at: string;
  locked: boolean;
  provider: string | null;
  video_id: string | null;
  embed_url: string | null;
};
export type VideoPage = { count: number; next: string | null; previous: string | null; results: Video[] };
