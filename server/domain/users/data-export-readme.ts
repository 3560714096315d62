// README.txt of a member's data export: what each file of the archive holds. Kept beside the code
// that writes them (data-export-records.ts); the format is docs/decisions/0041-data-export-and-erasure.md.

export const EXPORT_README = `World Yoga Alliance — a copy of your data
==========================================

This archive holds every record our site keeps about you, as JSON (UTF-8), and every file you
uploaded. Field names are those of our database; times are ISO 8601 in UTC; amounts of money are
whole minor units (cents, satang, paise) with their ISO currency code.

manifest.json                 when this copy was made, for which account, and files that could not be read
account.json                  your account, profile, consents, sign-in providers and saved invoice addresses
schools.json                  schools you own, with their instructors, documents, gallery, graduates and events
teachers.json                 your teacher pages, with their documents and gallery
billing.json                  your invoices with their items, and your payments (card or bank transfer)
bookings.json                 events you booked
certificates.json             your certificates of attendance
ratings-and-comments.json     ratings and comments you wrote about schools
graduate-claims.json          your claims to be a school's graduate
notifications.json            notifications sent to you, with their text in your language
messages-to-the-office.json   contact messages, feedback and applications to WYA events you sent
audit-log.json                entries of our audit log about your account, listings, invoices and payments,
                              or made by you ("actor": you, office or system)
files.json                    the files below: name, kind, type and size
files/<kind>/…                your uploads: avatar, photos, gallery images, application documents, transfer slips

Records of other people are not included (for example, bookings other members made for your
events, or ratings others wrote about your school).

This copy can be downloaded for a limited time only. To ask for a new one, or to delete your
account, go to your profile page.
`;
