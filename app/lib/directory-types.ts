// Answers of the directory API (server/domain/{schools,teachers,events}), as the web reads them.
export type Place = { country: { id: number; code: string; name: string } | null; region: { id: number; name: string } | null; city: string | null };
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export type SchoolCard = Place & {
  id: number;
  slug: string;
  name: string;
  levels: string[];
  styles: string[];
  training_types: string[];
  introduction_excerpt: string;
  cover_image: string | null;
  logo: string | null;
  wya_school_id: string | null;
  member_since: string | null;
  valid_until: string | null;
  viewers: number;
  rating: number | null;
  rating_count: number;
  latitude: number | null;
  longitude: number | null;
};
export type Social = Partial<Record<'facebook' | 'twitter' | 'instagram' | 'youtube' | 'linkedin' | 'tiktok', string | null>>;
export type SchoolDetail = SchoolCard & {
  user: number;
  website: string | null;
  social: Social;
  owner_name: string | null;
  designation: string | null;
  additional_levels: { level: string; hours: number }[];
  other_level: string | null;
  other_level_hours: number | null;
  style_description: string | null;
  number_of_teachers: number | null;
  main_teacher_hours: number | null;
  issues_certificate: boolean;
  introduction: string;
  instructors: { id: number; name: string; certification: string | null; years_teaching: number | null }[];
  contact: { email: string | null; phone: string | null; address: string | null } | null;
  updated_at: string;
};

export type TeacherCard = Place & {
  id: number;
  slug: string;
  name: string;
  headline: string;
  photo: string | null;
  registration_type: string | null;
  registration_level: string | null;
  styles: string[];
  years_teaching: number | null;
  teaching_hours: number | null;
  wya_teacher_id: string | null;
  member_since: string | null;
  valid_until: string | null;
  viewers: number;
  introduction_excerpt: string;
  latitude: number | null;
  longitude: number | null;
};
export type TeacherDetail = TeacherCard & { introduction: string; cover_image: string | null; website: string | null; social: Social; contact: { email: string | null; phone: string | null } | null; updated_at: string };

export type EventCard = Place & {
  id: number;
  subject: string;
  school: { id: number; slug: string; name: string };
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  price: number;
  currency: string;
  registration_limit: number | null;
  image: string | null;
  accept_eyep: boolean;
  accept_ce: boolean;
  description_excerpt: string;
  latitude: number | null;
  longitude: number | null;
};
export type EventDetail = EventCard & {
  description: string;
  free_time_activities: string;
  address: string | null;
  instructors: { id: number; order: number; teacher: { id: number; slug: string; name: string; photo: string | null; headline: string } }[];
  images: { id: number; image: string | null; caption: string; is_primary: boolean }[];
  options: { category: { id: number; code: string; name: string }; options: { id: number; name: string }[]; custom_options: { id: number; name: string }[] }[];
  contact: { name: string | null; email: string | null; phone: string | null } | null;
  updated_at: string;
};

export type Marker = { id: number; slug?: string; name: string; latitude: number; longitude: number };
export type Graduate = { id: number; graduate_number: string; name: string; graduation_date: string; teacher_level: string[]; style_of_yoga: string[] };
export type GalleryItem = { id: number; image: string | null; description: string };
export type Comment = { id: number; rating: number; comment: string; user: { id: number; name: string }; created_at: string };
export type RatingSummary = { average: number | null; count: number; distribution: Record<string, number> };
