/** GET /api/user-profile/ as the web uses it. */
export type ProfileData = {
  id: number;
  username: string;
  email: string;
  email_verified: boolean;
  first_name: string;
  last_name: string;
  profile: { avatar: string | null };
  phone_number: string | null;
  phone_verified: boolean;
  web_site_url: string | null;
  detail: string | null;
  region: number | null;
  region_name: string | null;
  region_country: string | null;
  legal_full_name: string | null;
  nationality: string | null;
  country_of_residence: string | null;
  date_of_birth: string | null;
  email_notifications: boolean;
  location: string | null;
  created_at: string;
  updated_at: string;
};
export type Option = { value: string; label: string };
