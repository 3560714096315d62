import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('preferences', 'routes/preferences.tsx'),
  route('resources/regions', 'routes/resources/regions.tsx'),
  route('files/:id/download', 'routes/resources/file-download.tsx'),
  route('auth/login', 'routes/auth/login.tsx'),
  route('auth/signup', 'routes/auth/signup.tsx'),
  route('auth/resetpassword', 'routes/auth/reset-password.tsx'),
  route('auth/confirm-reset-password/:uid/:token', 'routes/auth/confirm-reset-password.tsx'),
  route('auth/logout', 'routes/auth/logout.tsx'),
  route('auth/google', 'routes/auth/google.tsx'),
  route('auth/google/callback', 'routes/auth/google-callback.tsx'),
  route('user-profile', 'routes/account/user-profile.tsx'),
  route('change-password', 'routes/account/change-password.tsx'),
  route('notifications', 'routes/account/notifications.tsx'),
  // Information, standards, fees, community and legal pages (issue 4)
  route('about', 'routes/content/about.tsx'),
  route('about/our-history', 'routes/content/markdown-page.tsx', { id: 'about-history' }),
  route('about/our-team', 'routes/content/our-team.tsx'),
  route('about/faq', 'routes/content/faq.tsx'),
  route('about/contact', 'routes/content/contact.tsx'),
  route('about/membership-guideline', 'routes/content/markdown-page.tsx', { id: 'about-guideline' }),
  route('member-benefit', 'routes/content/member-benefit.tsx'),
  route('fee-details', 'routes/content/fee-details.tsx'),
  route('standards', 'routes/content/standards.tsx'),
  route('standards/teachers', 'routes/content/markdown-page.tsx', { id: 'standards-teachers' }),
  route('standards/:code', 'routes/content/standard.tsx'),
  route('legal-agreement', 'routes/content/markdown-page.tsx', { id: 'legal-agreement' }),
  route('legal/terms-and-conditions', 'routes/content/markdown-page.tsx', { id: 'legal-terms' }),
  route('legal/privacy-policy', 'routes/content/markdown-page.tsx', { id: 'legal-privacy' }),
  route('legal/designation-and-trademark', 'routes/content/markdown-page.tsx', { id: 'legal-trademark' }),
  route('legal/cancellation-and-refund-policy', 'routes/content/markdown-page.tsx', { id: 'legal-refund' }),
  route('legal/community-guidelines-for-members', 'routes/content/markdown-page.tsx', { id: 'legal-guidelines' }),
  route('community/videos', 'routes/content/videos.tsx', { id: 'videos' }),
  route('community/videos/video/:id', 'routes/content/video.tsx', { id: 'video' }),
  route('community/exclusive-center', 'routes/content/videos.tsx', { id: 'exclusive-center' }),
  route('community/exclusive-center/video/:id', 'routes/content/video.tsx', { id: 'exclusive-video' }),
  route('community/wya-events', 'routes/content/events.tsx'),
  route('community/wya-events/:slug', 'routes/content/event.tsx'),
  route('community/member-park', 'routes/content/member-park.tsx'),
  route('feedback', 'routes/content/feedback.tsx'),
  // Directory: search, profiles, events, sitemap (issue 3)
  route('directory', 'routes/directory/search.tsx', { id: 'directory' }),
  route('directory/schools', 'routes/directory/search.tsx', { id: 'directory-schools' }),
  route('directory/teachers', 'routes/directory/search.tsx', { id: 'directory-teachers' }),
  route('directory/events', 'routes/directory/search.tsx', { id: 'directory-events' }),
  route('directory/markers', 'routes/directory/markers.tsx'),
  route('schools/:slug', 'routes/profiles/school.tsx'),
  route('school/profile/:schoolId', 'routes/profiles/school-by-id.tsx'),
  route('teachers/:slug', 'routes/profiles/teacher.tsx'),
  route('teacher/profile/:teacherId', 'routes/profiles/teacher-by-id.tsx'),
  route('event/:eventId', 'routes/profiles/event.tsx'),
  // Registration wizards (issue 10)
  // -- end of the wizards
  // A member's own school and teacher pages (issue 10)
  // A layout (no path of its own) that checks the session once for both pages.
  {
    file: 'routes/listing/layout.tsx',
    children: [route('school/profile', 'routes/listing/school-profile.tsx'), route('teacher/profile', 'routes/listing/teacher-profile.tsx')],
  },
  route('school/graduates-template.csv', 'routes/listing/graduates-template.tsx'),
  // -- end of the own pages
  // Billing (issue 11): history and checkout behind one session check; the receipt PDF and the public invoice view
  {
    file: 'routes/billing/layout.tsx',
    children: [
      route('billing', 'routes/billing/history.tsx'),
      route('billing/checkout/:invoiceId', 'routes/billing/checkout.tsx'),
      route('billing/checkout/payment/:invoiceId', 'routes/billing/payment.tsx'),
      route('billing/checkout/complete/:invoiceId', 'routes/billing/complete.tsx'),
    ],
  },
  route('billing/invoice', 'routes/billing/invoice-index.tsx'),
  route('billing/receipt/:invoiceId', 'routes/billing/receipt.tsx'),
  route('billing/invoice/:invoiceId', 'routes/billing/public-invoice.tsx'),
  // -- end of billing
  // The office's back office (issue 12): staff only, everyone else meets the not-found page
  layout('routes/staff/layout.tsx', [
    route('staff', 'routes/staff/dashboard.tsx'),
    route('staff/applications', 'routes/staff/applications.tsx'),
    route('staff/applications/:kind/:id', 'routes/staff/application.tsx'),
    route('staff/payments', 'routes/staff/payments.tsx'),
  ]),
  route('sitemap.xml', 'routes/sitemap.tsx', { id: 'sitemap' }),
  route('sitemap/:part', 'routes/sitemap.tsx', { id: 'sitemap-part' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
