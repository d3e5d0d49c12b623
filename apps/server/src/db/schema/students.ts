import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The initial password of a pupil account, kept so that teachers can print sign-in cards
 * and export accounts. Encrypted (AES-256-GCM under APP_SECRET), never a hash; it is shown
 * only while `password_hash` still equals the user's current hash, i.e. until the pupil
 * changes the password. Owned by modules/students.
 */
export const studentInitialPasswords = pgTable('student_initial_passwords', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** iv.tag.ciphertext, base64url. */
  cipherText: text('cipher_text').notNull(),
  /** users.password_hash at the time the password was issued. */
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
