import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('preferences', 'routes/preferences.tsx'),
  route('resources/regions', 'routes/resources/regions.tsx'),
  route('auth/login', 'routes/auth/login.tsx'),
  route('auth/signup', 'routes/auth/signup.tsx'),
  route('auth/resetpassword', 'routes/auth/reset-password.tsx'),
  route('auth/confirm-reset-password/:uid/:token', 'routes/auth/confirm-reset-password.tsx'),
  route('auth/logout', 'routes/auth/logout.tsx'),
  route('auth/google', 'routes/auth/google.tsx'),
  route('auth/google/callback', 'routes/auth/google-callback.tsx'),
  route('user-profile', 'routes/account/user-profile.tsx'),
  route('change-password', 'routes/account/change-password.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
