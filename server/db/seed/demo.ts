import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { createStorage } from '../../lib/storage.ts';
import type { Db } from '../client.ts';
import { countries, profiles, regions, users } from '../schema/index.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './demo-logins.ts';
import { PUBLIC_WEBP } from './directory-kit.ts';

/** Demo members: one with a complete profile and a generated avatar, and a staff account. */
export async function seedDemoMembers(db: Db, config: Config): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const storage = createStorage(config);
  for (const member of DEMO_MEMBERS) {
    const [user] = await db
      .insert(users)
      .values({
        username: member.username,
        email: member.email,
        emailVerified: true,
        passwordHash,
        firstName: member.firstName,
        lastName: member.lastName,
        isStaff: member.isStaff ?? false,
        termsAcceptedAt: new Date(),
      })
      .returning();
    const p = member.profile;
    let values: Partial<typeof profiles.$inferInsert> = {};
    if (p) {
      const [region] = await db
        .select({ id: regions.id })
        .from(regions)
        .innerJoin(countries, eq(countries.id, regions.countryId))
        .where(eq(regions.code, p.region))
        .limit(1);
      const avatar = `public/avatars/${user.id}/demo.webp`;
      await storage.put(avatar, await demoAvatar(member.firstName[0] + member.lastName[0]), PUBLIC_WEBP);
      values = {
        avatar,
        phoneNumber: p.phone,
        phoneVerified: true,
        webSiteUrl: p.web ?? null,
        detail: p.detail,
        regionId: region?.id ?? null,
        legalFullName: p.legal,
        nationality: p.nationality,
        countryOfResidence: p.country,
        dateOfBirth: p.dob,
        location: p.location,
      };
    }
    await db.insert(profiles).values({ userId: user.id, ...values });
  }
}

/** A generated portrait placeholder (nothing downloaded): initials on a warm gradient. */
function demoAvatar(initials: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff971b"/><stop offset="1" stop-color="#263498"/></linearGradient></defs><rect width="512" height="512" fill="url(#g)"/><text x="50%" y="56%" font-family="sans-serif" font-size="200" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${initials}</text></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
}
